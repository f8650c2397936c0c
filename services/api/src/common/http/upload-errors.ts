import { badRequest } from '@autoleasing/domain';

/** 400 for a file upload (documents, discount import) that is not multipart/form-data. */
export const multipartExpected = () => badRequest('multipart_expected', 'Bitte senden Sie die Datei als multipart/form-data.');

/** 400 for a multipart upload without its file part. */
export const fileMissing = () => badRequest('file_missing', 'Es wurde keine Datei übermittelt.');
