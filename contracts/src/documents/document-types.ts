/**
 * Which file types a document may be (spec 5.2): one rule for the web's uploader and the api. Its
 * own module, so only the uploader's chunk carries it (the public pages' first-load budget, issue 18).
 */

/** The only file types we accept; the server checks the content (magic bytes), not the name. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export function isDocumentContentType(value: string): value is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The accepted types by file name extension, for a browser that names no type (some systems know no .pdf). */
export const DOCUMENT_EXTENSION_TYPES: Readonly<Record<string, DocumentContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The file's type as we accept it: the type the browser names, else (when it names none) the one
 * of the name's extension; undefined when not allowed. The uploader sends this type; the api
 * refuses any other (422 unsupported_file_type) and then checks the content's first bytes.
 */
export function acceptedDocumentContentType(file: { type: string; name: string }): DocumentContentType | undefined {
  if (isDocumentContentType(file.type)) return file.type;
  if (file.type !== '') return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(DOCUMENT_EXTENSION_TYPES, extension) ? DOCUMENT_EXTENSION_TYPES[extension] : undefined;
}

/** Code unsupported_file_type: a file of another type, refused by the uploader before it is sent and by the api after. */
export const UNSUPPORTED_DOCUMENT_TYPE_MESSAGE = 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PDF, JPEG und PNG.';
