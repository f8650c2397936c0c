import type { Actor } from '@autoleasing/contracts';
import type { DocumentRow } from '@autoleasing/infra';
import { Query } from '@nestjs/cqrs';

/** A stored document's file with what its answer names: type and original file name. */
export interface DocumentFile {
  row: Pick<DocumentRow, 'contentType' | 'originalFilename'>;
  content: Buffer;
}

export class DownloadDocumentQuery extends Query<DocumentFile> {
  constructor(
    readonly documentId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
