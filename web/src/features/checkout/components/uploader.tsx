import {
  acceptedDocumentContentType,
  ATTACHMENT_TYPE_LABELS,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_EXTENSION_TYPES,
  GERMAN_MESSAGES,
  MAX_DOCUMENT_BYTES,
  UNSUPPORTED_DOCUMENT_TYPE_MESSAGE,
  type AttachmentType,
} from '@autoleasing/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { attachDealDocument, isUploadTargetComplete, postToUploadTarget, requestUploadTarget } from '../api/checkout-api';
import { FileInput } from '../../../components/file-input/file-input';
import { waitingProgress } from '../lib/upload-progress';

const UPLOAD_FAILED_MESSAGE = 'Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.';

/** The file picker offers the accepted types, by extension and by type. */
const ACCEPT = [...Object.keys(DOCUMENT_EXTENSION_TYPES).map((extension) => `.${extension}`), ...DOCUMENT_CONTENT_TYPES].join(',');

type Upload = { status: 'idle' } | { status: 'uploading'; progress: number; name: string } | { status: 'done'; name: string } | { status: 'error'; message: string };

/**
 * One document upload (spec 5.2, 7.5, 9): POST /api/v1/s3_signature, then the file to the signed
 * endpoint (signature fields first, the file last), then attached to the deal. It counts only when
 * both the endpoint and the signature came back. While waiting the bar runs to 97 % over 10 s,
 * then 100 %.
 */
export function DocumentUploader({ dealId, customerId, types, onUploaded }: { dealId: string; customerId: string; types: readonly AttachmentType[]; onUploaded: () => void }) {
  const id = useId();
  const [type, setType] = useState<AttachmentType>(types[0]);
  const { upload, send, input } = useDocumentUpload({ dealId, customerId, onUploaded });

  const progress = upload.status === 'uploading' ? upload.progress : upload.status === 'done' ? 100 : null;
  return (
    <div className="co-uploader">
      <div className="co-grid">
        <div className="co-field">
          <label htmlFor={`${id}-type`}>Art des Dokuments</label>
          <select className="form-control" id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as AttachmentType)}>
            {types.map((t) => (
              <option key={t} value={t}>
                {ATTACHMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="co-field">
          <span className="co-field__label" aria-hidden="true">
            Datei
          </span>
          <FileInput
            inputRef={input}
            id={`${id}-file`}
            accept={ACCEPT}
            aria-describedby={`${id}-hint${upload.status === 'error' ? ` ${id}-error` : ''}`}
            aria-invalid={upload.status === 'error' ? true : undefined}
            aria-busy={upload.status === 'uploading' || undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file, type);
            }}
          />
          <p id={`${id}-hint`} className="field-hint">
            PDF, JPEG oder PNG, höchstens {MAX_DOCUMENT_BYTES / 1024 / 1024} MB.
          </p>
        </div>
      </div>
      {progress !== null && (
        <div className="co-upload-progress">
          <progress max={100} value={progress} aria-label={`Upload ${upload.status !== 'error' && 'name' in upload ? upload.name : ''}`}>
            {progress} %
          </progress>
          <span aria-live="polite">{upload.status === 'done' ? `${upload.name} wurde hochgeladen.` : `${progress} %`}</span>
        </div>
      )}
      {upload.status === 'error' && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {upload.message}
        </p>
      )}
    </div>
  );
}

interface DocumentUploadTarget {
  dealId: string;
  customerId: string;
  onUploaded: () => void;
}

/** The upload's state and its three calls; `input` is the file input, emptied after each try. */
function useDocumentUpload({ dealId, customerId, onUploaded }: DocumentUploadTarget) {
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => stopTimer(), []);
  function stopTimer() {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }

  async function send(file: File, type: AttachmentType) {
    // One upload at a time (the input stays enabled so it keeps the keyboard focus).
    if (upload.status === 'uploading') return;
    const contentType = acceptedDocumentContentType(file);
    if (!contentType) return setUpload({ status: 'error', message: UNSUPPORTED_DOCUMENT_TYPE_MESSAGE }); // the server's unsupported_file_type message
    if (file.size > MAX_DOCUMENT_BYTES) return setUpload({ status: 'error', message: GERMAN_MESSAGES.documentTooLarge }); // the server's file_too_large message
    const started = Date.now();
    setUpload({ status: 'uploading', progress: 0, name: file.name });
    timer.current = setInterval(() => setUpload({ status: 'uploading', progress: waitingProgress(Date.now() - started), name: file.name }), 100);
    try {
      const target = await requestUploadTarget({
        filePath: file.name,
        contentType,
        s3_base_key: `customers/${customerId}`,
        checkout_uploader: true,
        encoded_filename: encodeURIComponent(file.name),
      });
      if (!isUploadTargetComplete(target)) throw new Error(UPLOAD_FAILED_MESSAGE);
      await postToUploadTarget(target, file);
      await attachDealDocument(dealId, { attachment_type: type, s3_key: target.signature.key, contentType });
      stopTimer();
      setUpload({ status: 'done', name: file.name });
      onUploaded();
    } catch (error) {
      stopTimer();
      setUpload({ status: 'error', message: error instanceof Error && error.message ? error.message : UPLOAD_FAILED_MESSAGE });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return { upload, send, input };
}
