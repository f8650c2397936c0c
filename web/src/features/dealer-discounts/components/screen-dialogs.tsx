import { formatCount } from '@autoleasing/contracts';
import type { DiscountRowDto } from '@autoleasing/contracts';
import { useState, type Dispatch } from 'react';
import type { TableAction } from '../lib/table-state';
import type { BulkJob } from '../lib/use-bulk-job';
import type { ColumnLayout } from '../lib/use-column-layout';
import type { DiscountSave } from '../lib/use-discount-save';
import type { DiscountScope } from '../lib/use-discount-scope';
import { ConfirmDiscountModal, ImportModal, RemoveColumnModal, type AffectedTable } from './dialogs';
import { HistoryPopover, type HistoryTarget } from './history-popover';
import { Modal } from './modal';
import { RelativePreviewDialog } from './relative-change';

/** The screen's one open dialog at a time (the leave question and the history come on top). */
export type ScreenDialog =
  | { type: 'import' }
  | { type: 'confirm_row'; row: DiscountRowDto }
  | { type: 'confirm_selection' }
  | { type: 'remove_column'; label: string; tables: AffectedTable[] };

/** Which dialog is open, and the history popover of one cell. */
export function useScreenDialogs() {
  const [dialog, setDialog] = useState<ScreenDialog | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  return { dialog, open: setDialog, close: () => setDialog(null), history, openHistory: setHistory, closeHistory: () => setHistory(null) };
}

interface ScreenDialogsProps {
  dealerId: string;
  view: DiscountScope;
  dispatch: Dispatch<TableAction>;
  dialogs: ReturnType<typeof useScreenDialogs>;
  selectionCount: number;
  bulk: BulkJob;
  layout: ColumnLayout;
  drafts: DiscountSave;
}

export function ScreenDialogs({ dealerId, view, dispatch, dialogs, selectionCount, bulk, layout, drafts }: ScreenDialogsProps) {
  const { scope } = view;
  const { dialog, close: onClose, history } = dialogs;
  return (
    <>
      {dialog?.type === 'import' && scope && (
        <ImportModal
          dealerId={dealerId}
          scope={scope}
          banks={view.bankList ?? []}
          onClose={onClose}
          onImport={(source) => {
            onClose();
            void bulk.startImport(source);
          }}
        />
      )}
      {dialog?.type === 'confirm_row' && (
        <ConfirmDiscountModal
          subject={dialog.row.car_model_name}
          onClose={onClose}
          onConfirm={() => {
            dispatch({ type: 'edit', row: dialog.row, field: 'confirmed', text: 'true' });
            onClose();
          }}
        />
      )}
      {dialog?.type === 'confirm_selection' && (
        <ConfirmDiscountModal
          subject={`${formatCount(selectionCount)} ausgewählte Zeilen`}
          onClose={onClose}
          onConfirm={() => {
            onClose();
            bulk.confirmSelection();
          }}
        />
      )}
      {dialog?.type === 'remove_column' && (
        <RemoveColumnModal
          label={dialog.label}
          brand={view.brand?.name ?? ''}
          tables={dialog.tables}
          onClose={onClose}
          onRemove={() => {
            onClose();
            void layout.confirmRemoval();
          }}
        />
      )}
      {drafts.leave.asking && <LeaveModal editedCells={drafts.editedCells} onAnswer={drafts.leave.answer} />}
      {bulk.relative.pending && <RelativePreviewDialog pending={bulk.relative.pending} onClose={bulk.relative.close} onStart={bulk.relative.start} />}
      {history && scope && <HistoryPopover dealerId={dealerId} scope={scope} target={history} onClose={dialogs.closeHistory} />}
    </>
  );
}

/** Leaving the page with unsaved edits (a link, the logo, signing out) asks first (issue 21). */
function LeaveModal({ editedCells, onAnswer }: { editedCells: number; onAnswer: (leave: boolean) => void }) {
  return (
    <Modal
      title="Ungespeicherte Änderungen"
      onClose={() => onAnswer(false)}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={() => onAnswer(false)}>
            Auf der Seite bleiben
          </button>
          <button type="button" className="button button--compact button--danger" onClick={() => onAnswer(true)}>
            Änderungen verwerfen und verlassen
          </button>
        </>
      }
    >
      <p>
        {editedCells === 1 ? '1 Änderung ist' : `${formatCount(editedCells)} Änderungen sind`} noch nicht gespeichert. Wenn Sie die Seite verlassen, gehen
        sie verloren.
      </p>
    </Modal>
  );
}
