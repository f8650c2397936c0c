import type {} from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES, type UploadResponse } from '@autoleasing/contracts';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { multipartExpected } from '../../../../common/http/upload-errors';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { FastifyRequest } from 'fastify';
import { ReceiveUploadCommand } from './receive-upload.command';

/** Limits of the form: one file, and a few small fields for the signature (S3 ignores the rest). */
const FORM_LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20, fieldSize: 8192, parts: 21 };

/**
 * The API as signed upload target (no S3_BUCKET): a multipart form like an S3 presigned POST —
 * the signature's fields first, the file last. No session is needed: the signed policy is the
 * permission (checked in the handler).
 */
@ApiTags('documents')
@Controller('api/v1/uploads')
export class ReceiveUploadHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload eines Dokuments an das signierte Ziel' })
  @RespondsWith('UploadResponse', { status: 201 })
  async receive(@Req() request: FastifyRequest): Promise<UploadResponse> {
    if (!request.isMultipart()) throw multipartExpected();
    return this.commandBus.execute(new ReceiveUploadCommand(request.parts({ limits: FORM_LIMITS })));
  }
}
