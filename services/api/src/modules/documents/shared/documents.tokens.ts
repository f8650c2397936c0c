/** Injection tokens of the documents module. */
export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
export const UPLOAD_SIGNER = Symbol('UPLOAD_SIGNER');
export const DOCUMENTS_REPOSITORY = Symbol('DOCUMENTS_REPOSITORY');
