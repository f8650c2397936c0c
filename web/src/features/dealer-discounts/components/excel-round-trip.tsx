import { formatCount, formatDiscountCellValue, unknownCarModelProblem } from '@autoleasing/contracts';
import type { DiscountFilters, DiscountImportResponse, DiscountScopeParams } from '@autoleasing/contracts';
import { useId, useState } from 'react';
import { FileInput } from '../../../components/file-input/file-input';
import { exportUrl, importDiscountsFile } from '../api/dealer-discounts-api';

import { ImportTable } from './import-table';
import { Modal } from './modal';

/** The dry run's table shows this many changed cells; the counts name all of them. */
const SHOWN_CHANGES = 200;

/**
 * 'Exportieren' (xlsx / CSV: every row matching the filters) and 'Datei importieren' of an edited file
 * (issue 21, item 5): the dialog shows the server's dry run, and 'Übernehmen' applies exactly the
 * checked file onto the checked revision.
 */
export function ExcelRoundTrip({
  dealerId,
  scope,
  filters,
  canImport,
  onApplied,
}: {
  dealerId: string;
  scope: DiscountScopeParams;
  filters: DiscountFilters;
  canImport: boolean;
  onApplied: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="dd-excel" role="group" aria-label="Excel">
      <a className="button button--compact button--secondary" href={exportUrl(dealerId, scope, filters, 'xlsx')} download>
        Exportieren (Excel)
      </a>
      <a className="button button--compact button--secondary" href={exportUrl(dealerId, scope, filters, 'csv')} download>
        Exportieren (CSV)
      </a>
      {canImport && (
        <button type="button" className="button button--compact button--secondary" onClick={() => setOpen(true)}>
          Datei importieren
        </button>
      )}
      {open && (
        <ImportFileDialog
          dealerId={dealerId}
          scope={scope}
          onClose={() => setOpen(false)}
          onApplied={(message) => {
            setOpen(false);
            onApplied(message);
          }}
        />
      )}
    </div>
  );
}

export function ImportFileDialog({
  dealerId,
  scope,
  onClose,
  onApplied,
}: {
  dealerId: string;
  scope: DiscountScopeParams;
  onClose: () => void;
  onApplied: (message: string) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<DiscountImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);

  const runCheck = async (chosen: File) => {
    setFile(chosen);
    setCheck(null);
    setError(null);
    setBusy('checking');
    const result = await importDiscountsFile(dealerId, scope, chosen, null);
    setBusy(null);
    if (result.ok) setCheck(result.data);
    else setError(result.error.message);
  };

  const apply = async () => {
    if (!file || !check) return;
    setBusy('applying');
    setError(null);
    const result = await importDiscountsFile(dealerId, scope, file, { revision: check.revision, token: check.token });
    setBusy(null);
    if (result.ok) onApplied(`Import abgeschlossen: ${formatCount(result.data.cells_changed)} Zellen aus „${result.data.file_name}“ übernommen.`);
    else setError(result.error.message);
  };

  const blocked = !check || !check.can_apply || check.cells_changed === 0 || busy !== null;
  return (
    <Modal
      title="Tabelle aus Datei importieren"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact" disabled={blocked} onClick={() => void apply()}>
            {busy === 'applying' ? 'Wird übernommen …' : 'Übernehmen'}
          </button>
        </>
      }
    >
      <div className="dd-field">
        <label htmlFor={inputId}>Bearbeitete Exportdatei (.xlsx oder .csv)</label>
        <FileInput
          id={inputId}
          fileName={file?.name ?? null}
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void runCheck(chosen);
          }}
        />
      </div>
      <p className="dd-hint">Die Datei wird zuerst geprüft; übernommen wird erst mit „Übernehmen“, und nur wenn keine Zelle ungültig ist.</p>
      <div role="status" aria-live="polite">
        {busy === 'checking' && <p>Datei wird geprüft …</p>}
        {check && <ImportSummary check={check} />}
      </div>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {check && <ImportDetails check={check} />}
    </Modal>
  );
}

function ImportSummary({ check }: { check: DiscountImportResponse }) {
  const problems = check.invalid_cells.length + check.unknown_car_models.length;
  return (
    <p className="dd-import-summary">
      {formatCount(check.rows_read)} {check.rows_read === 1 ? 'Zeile' : 'Zeilen'} gelesen · {formatCount(check.cells_changed)} {check.cells_changed === 1 ? 'Zelle ändert' : 'Zellen ändern'} sich in{' '}
      {formatCount(check.rows_changed)} {check.rows_changed === 1 ? 'Zeile' : 'Zeilen'}
      {problems > 0 && ` · ${formatCount(problems)} ungültig – bitte korrigieren Sie die Datei`}
      {problems === 0 && check.cells_changed === 0 && ' · nichts zu übernehmen'}
    </p>
  );
}

function ImportDetails({ check }: { check: DiscountImportResponse }) {
  const problems = [...check.invalid_cells, ...check.unknown_car_models.map(unknownCarModelProblem)];
  return (
    <>
      {problems.length > 0 && (
        <ImportTable
          caption="Ungültige Zellen"
          headers={['Zeile', 'Spalte', 'Meldung']}
          rows={problems}
          rowKey={(p, index) => `${p.row}-${p.column}-${index}`}
          cells={(p) => [p.row, p.column, p.message]}
        />
      )}
      {check.unknown_columns.length > 0 && <p className="dd-hint">Unbekannte Spalten (werden nicht übernommen): {check.unknown_columns.join(', ')}</p>}
      {check.changes.length > 0 && (
        <ImportTable
          caption="Geänderte Zellen"
          headers={['Zeile', 'Fahrzeug', 'Spalte', 'Bisher', 'Neu']}
          rows={check.changes.slice(0, SHOWN_CHANGES)}
          rowKey={(c) => `${c.car_model_id}-${c.field}`}
          cells={(c) => [c.row, c.car_model_name, c.column, formatDiscountCellValue(c.field, c.old_value), formatDiscountCellValue(c.field, c.new_value)]}
        />
      )}
      {check.changes.length > SHOWN_CHANGES && <p className="dd-hint">… und {formatCount(check.changes.length - SHOWN_CHANGES)} weitere Änderungen.</p>}
    </>
  );
}
