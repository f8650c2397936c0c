import type { DocumentRow } from '@autoleasing/infra';
import type { FastifyReply } from 'fastify';

/** RFC 6266: an ASCII fallback plus the UTF-8 name (umlauts survive in every browser). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A stored document's file as the answer: its type, size and name, never kept by a cache. */
export async function sendDocument(reply: FastifyReply, row: Pick<DocumentRow, 'contentType' | 'originalFilename'>, content: Buffer): Promise<void> {
  await reply
    .status(200)
    .header('content-type', row.contentType)
    .header('content-length', String(content.length))
    .header('content-disposition', contentDisposition(row.originalFilename))
    .header('cache-control', 'private, no-store')
    .send(content);
}
