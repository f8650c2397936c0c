import { randomUUID } from 'node:crypto';
import { type Actor, MAX_DOCUMENT_BYTES, type S3SignatureResponse, UPLOAD_SIGNATURE_TTL_SECONDS } from '@autoleasing/contracts';
import { documentKey, type DocumentStorage, isAllowedContentType } from '@autoleasing/infra';
import { Body, Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { documentErrors } from '../../shared/document-errors';
import { DOCUMENT_STORAGE } from '../../shared/documents.tokens';
import { UploadQuota } from '../../shared/upload-quota';
import { CreateUploadTargetRequestDto } from './create-upload-target.request.dto';
import { notFound } from '@autoleasing/domain';

function decodedName(encoded: string, fallback: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return fallback;
  }
}

@ApiTags('documents')
@Controller('api/v1/s3_signature')
export class CreateUploadTargetHttpController {
  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly quota: UploadQuota,
  ) {}

  /**
   * A short-lived upload target for one file of the caller: its key lies under the caller's own
   * folder, its type and size are fixed by the signature. Spec 5.2: the client treats the upload
   * as possible only when both postEndpoint and signature come back.
   */
  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Signiertes Upload-Ziel für ein Dokument' })
  @RespondsWith('S3SignatureResponse')
  async create(@Body() body: CreateUploadTargetRequestDto, @RequestActor() actor: Actor): Promise<S3SignatureResponse> {
    if (body.s3_base_key.toLowerCase() !== `customers/${actor.userId}`) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
    if (!isAllowedContentType(body.contentType)) throw documentErrors.unsupportedType();
    const originalFilename = decodedName(body.encoded_filename, body.filePath).slice(0, 255);
    const key = documentKey(actor.userId, randomUUID(), body.contentType);
    const now = new Date();
    const target = await this.storage.createUploadTarget({
      key,
      contentType: body.contentType,
      maxBytes: MAX_DOCUMENT_BYTES,
      customerId: actor.userId,
      expiresInSeconds: UPLOAD_SIGNATURE_TTL_SECONDS,
      now,
    });
    // Recorded only within the day's quota (429 / 413 otherwise): the signature is then never handed out.
    await this.quota.recordWithinQuota({
      s3Key: key,
      customerId: actor.userId,
      contentType: body.contentType,
      originalFilename,
      expiresAt: new Date(now.getTime() + UPLOAD_SIGNATURE_TTL_SECONDS * 1000),
    });
    return { postEndpoint: target.postEndpoint, signature: target.fields };
  }
}
