import type { Actor, S3SignatureResponse } from '@autoleasing/contracts';
import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CreateUploadTargetCommand } from './create-upload-target.command';
import { CreateUploadTargetRequestDto } from './create-upload-target.request.dto';

@ApiTags('documents')
@Controller('api/v1/s3_signature')
export class CreateUploadTargetHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** A short-lived upload target for one file of the caller (spec 5.2). */
  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Signiertes Upload-Ziel für ein Dokument' })
  @RespondsWith('S3SignatureResponse')
  async create(@Body() body: CreateUploadTargetRequestDto, @RequestActor() actor: Actor): Promise<S3SignatureResponse> {
    return this.commandBus.execute(new CreateUploadTargetCommand(body, actor.userId));
  }
}
