import { type CustomerGroup, discountFieldLabel, type DiscountScopeParams, formatCount, formatDiscountCellValue } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { copyPreviewQueryOptions } from '../api/dealer-discounts-api';
import { ImportTable } from './import-table';

/** The modal lists the first few changes; the counts name all of them. */
const SHOWN = 20;

/**
 * What the copy from another table would change here (issue 21, item 5), before the job starts:
 * the cells and how many existing values it replaces, from the server's dry decision.
 */
export function CopyPreview({ dealerId, scope, source }: { dealerId: string; scope: DiscountScopeParams; source: { customer_group: CustomerGroup; bank_id: string } }) {
  const preview = useQuery(copyPreviewQueryOptions(dealerId, scope, source));
  if (preview.isPending) return <p className="dd-hint">Vorschau wird berechnet …</p>;
  if (!preview.data) return <p className="dd-hint">Die Vorschau konnte nicht geladen werden.</p>;
  const { cells_changed: cells, rows_changed: rows, replaced_values: replaced, changes } = preview.data;
  return (
    <div className="dd-copy-preview">
      <p className="dd-import-summary">
        {cells === 0
          ? 'Vorschau: Es würde sich nichts ändern.'
          : `Vorschau: ${formatCount(cells)} ${cells === 1 ? 'Zelle ändert' : 'Zellen ändern'} sich in ${formatCount(rows)} ${rows === 1 ? 'Zeile' : 'Zeilen'}, davon ${formatCount(replaced)} bestehende ${replaced === 1 ? 'Wert wird' : 'Werte werden'} ersetzt.`}
      </p>
      {changes.length > 0 && (
        <ImportTable
          caption="Zellen, die sich ändern würden"
          headers={['Fahrzeug', 'Spalte', 'Bisher', 'Neu']}
          rows={changes.slice(0, SHOWN)}
          rowKey={(c) => `${c.car_model_id}-${c.field}`}
          cells={(c) => [c.car_model_name, discountFieldLabel(c.field, ''), formatDiscountCellValue(c.field, c.old_value), formatDiscountCellValue(c.field, c.new_value)]}
        />
      )}
      {changes.length > SHOWN && <p className="dd-hint">… und weitere.</p>}
    </div>
  );
}
