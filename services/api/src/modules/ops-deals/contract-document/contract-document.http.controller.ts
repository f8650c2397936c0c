import type { AttachedDocument, S3SignatureResponse } from '@autoleasing/contracts';
import { Body, Controller, Header, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { AttachContractRequestDto, ContractUploadTargetRequestDto } from './contract-document.request.dto';
import { ContractDocumentService } from './contract-document.service';

/**
 * Ops staff upload the deal's leasing contract (PDF): a signed upload target like
 * POST /api/v1/s3_signature (spec 7.5), the file posted to it, then attached to the deal.
 */
@ApiTags('admin')
@Controller('api/v1/admin/deals/:id/contract_document')
@RequiresLogin({ roles: ['Admin'] })
export class ContractDocumentHttpController {
  constructor(private readonly contracts: ContractDocumentService) {}

  @Post('upload_target')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Signiertes Upload-Ziel für den Leasingvertrag (PDF) eines Deals' })
  uploadTarget(@Param('id', ParseUUIDPipe) id: string, @Body() body: ContractUploadTargetRequestDto): Promise<S3SignatureResponse> {
    return this.contracts.createUploadTarget(id, body.file_name, body.contentType);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Hochgeladenen Leasingvertrag an den Deal anhängen' })
  attach(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: AttachContractRequestDto): Promise<AttachedDocument> {
    return this.contracts.attach(session, id, body.s3_key);
  }
}
