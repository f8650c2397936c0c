/**
 * Upper limit of one uploaded document: 10 MB (10 × 1024 × 1024 bytes). Alone in its module: the
 * error texts every page loads name it (api-error.ts), and nothing else of the documents should
 * ride along into the public pages' first load (issue 18).
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
