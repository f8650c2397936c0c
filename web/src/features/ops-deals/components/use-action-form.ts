import {
  isContractFile,
  OPS_ACTION_MESSAGES,
  OPS_ACTIONS_WITH_CONTRACT_UPLOAD,
  opsActionNeedsDeliveryTime,
  UPLOADER_PROGRESS,
  type AttachedDocument,
  type DeliveryTimeBand,
  type OpsAction,
  type OpsDealRowDto,
} from '@autoleasing/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';

export interface ActionRun {
  action: OpsAction;
  deliveryTime?: DeliveryTimeBand;
  /** The staff member's optional note, stored apart from the action's event (erasable) and shown in the timeline. */
  note?: string;
  file?: File;
  onProgress: (fraction: number) => void;
}

/** What an action asks for besides the note: a delivery time band, or the contract PDF (required while none is uploaded). */
export function actionNeeds(action: OpsAction, contracts: readonly AttachedDocument[]) {
  const offersUpload = OPS_ACTIONS_WITH_CONTRACT_UPLOAD.includes(action);
  return { band: opsActionNeedsDeliveryTime(action), offersUpload, file: offersUpload && contracts.length === 0 };
}

/** The first problem of the dialog's field, before anything is sent. */
function fieldProblem(needs: ReturnType<typeof actionNeeds>, band: DeliveryTimeBand | '', file: File | null): string | null {
  if (needs.band && !band) return OPS_ACTION_MESSAGES.deliveryTimeRequired;
  if (needs.file && !file) return OPS_ACTION_MESSAGES.contractFileRequired;
  if (file && !isContractFile(file)) return OPS_ACTION_MESSAGES.contractPdfOnly;
  return null;
}

/**
 * Spec 9: the uploader's bar runs to 97 % over 10 s while the upload is under way; real progress
 * moves it further, and only the finished upload shows 100 %. null: no upload running.
 */
function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  useEffect(() => {
    if (!uploading) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const timed = Math.min(UPLOADER_PROGRESS.maxPercent, ((Date.now() - started) / UPLOADER_PROGRESS.durationMs) * UPLOADER_PROGRESS.maxPercent);
      setProgress((current) => (current === null || current >= 100 ? current : Math.max(current, Math.round(timed))));
    }, 200);
    return () => clearInterval(timer);
  }, [uploading]);
  const report = (fraction: number) => setProgress((current) => Math.max(current ?? 0, Math.min(UPLOADER_PROGRESS.maxPercent, Math.round(fraction * 100))));
  return { progress, start: () => setProgress(0), stop: () => setProgress(null), report };
}

/** State and submit of the action dialog; an error of the run stays in the dialog (and takes the focus). */
export function useActionForm(deal: OpsDealRowDto, action: OpsAction, contracts: readonly AttachedDocument[], onRun: (run: ActionRun) => Promise<void>) {
  const needs = actionNeeds(action, contracts);
  const [band, setBand] = useState<DeliveryTimeBand | ''>(deal.delivery_time ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useUploadProgress();
  const fieldRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = fieldProblem(needs, band, file);
    setFieldError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    if (file) upload.start();
    try {
      await onRun({ action, deliveryTime: needs.band ? (band as DeliveryTimeBand) : undefined, note: note.trim() || undefined, file: file ?? undefined, onProgress: upload.report });
    } catch (failure) {
      setBusy(false);
      upload.stop();
      setError(errorMessage(failure));
    }
  }

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFieldError(null);
  };
  return { needs, band, setBand, file, chooseFile, note, setNote, fieldError, error, busy, progress: upload.progress, fieldRef, alertRef, submit };
}
