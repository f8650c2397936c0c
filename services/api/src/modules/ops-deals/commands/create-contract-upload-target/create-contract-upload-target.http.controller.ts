import type { S3SignatureResponse } from '@autoleasing/contracts';
import { Body, Controller, Header, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CreateContractUploadTargetCommand } from './create-contract-upload-target.command';
import { ContractUploadTargetRequestDto } from './create-contract-upload-target.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/**
 * Ops staff upload the deal's leasing contract (PDF): a signed upload target like
 * POST /api/v1/s3_signature (spec 7.5), the file posted to it, then attached to the deal.
 */
@ApiTags('admin')
@Controller('api/v1/admin/deals/:id/contract_document')
@RequiresLogin({ roles: ['Admin'] })
export class CreateContractUploadTargetHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('upload_target')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Signiertes Upload-Ziel für den Leasingvertrag (PDF) eines Deals' })
  @RespondsWith('S3SignatureResponse')
  uploadTarget(@Param('id', ParseUUIDPipe) id: string, @Body() body: ContractUploadTargetRequestDto): Promise<S3SignatureResponse> {
    return this.commandBus.execute(new CreateContractUploadTargetCommand(id, body));
  }
}
