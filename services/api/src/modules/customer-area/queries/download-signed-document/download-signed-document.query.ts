import type { DocumentRow } from '@autoleasing/infra';
import { Query } from '@nestjs/cqrs';

/** The customer's document behind a signed link: its row (type, file name) and its bytes. */
export interface SignedDocument {
  row: DocumentRow;
  content: Buffer;
}

export class DownloadSignedDocumentQuery extends Query<SignedDocument> {
  constructor(
    readonly documentId: string,
    readonly link: { customer: string; expires: number; signature: string },
  ) {
    super();
  }
}
