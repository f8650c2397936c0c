import { notFound } from '@autoleasing/domain';
import type { QueryParser } from '../../../../common/http/query-dto';
import { QueryRest, QueryValue } from '../../../../common/http/query-dto';
import { ignoreOtherKeys, required, requiredUuid } from '../../../../common/http/query-values';

/** A wrong, expired or foreign link answers like a missing file, so a malformed part does too (not 400). */
export const linkNotFound = () => notFound('document_not_found', 'Das Dokument wurde nicht gefunden oder der Link ist abgelaufen.');

/** One part of the signed link, read by `parse`; missing, repeated or malformed: 404 instead of its 400. */
function linkPart<T>(parse: QueryParser<T>): QueryParser<T> {
  return (raw, key) => {
    try {
      return parse(raw, key);
    } catch {
      throw linkNotFound();
    }
  };
}

/** The form DownloadLinkSigner writes; anything else cannot be a signature. */
function matching(pattern: RegExp): (value: string) => string {
  return (value) => {
    if (!pattern.test(value)) throw linkNotFound();
    return value;
  };
}

/**
 * Query of the signed download link (DownloadLinkSigner.link). Other keys are ignored: the link is
 * opened in new tabs and PDF viewers, which may append their own.
 */
export class DownloadSignedDocumentQueryDto {
  @QueryValue(linkPart(requiredUuid), { required: true, format: 'uuid', description: 'Kunden-ID des Links' })
  customer!: string;

  @QueryValue(linkPart(required((value) => Number(matching(/^\d{1,12}$/)(value)))), { required: true, type: 'integer', description: 'Ablauf des Links (Unix-Zeit in Sekunden)' })
  expires!: number;

  @QueryValue(linkPart(required(matching(/^[0-9a-f]{64}$/))), { required: true, description: 'HMAC-SHA256-Signatur des Links (64 Hex-Zeichen)' })
  signature!: string;

  @QueryRest(ignoreOtherKeys)
  others?: undefined;
}
