import { CUSTOMER_GROUP_LABELS, type CustomerGroup, type DealerBankDto, type DiscountScopeParams, formatCount } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GROUP_CHOICES, namedChoices } from '../../../components/choice-options/choice-options';
import { totalAmountQueryOptions } from '../api/dealer-discounts-api';
import { CopyPreview } from './copy-preview';
import { Modal } from './modal';
import { SelectField } from './select-field';

/**
 * Import-data modal (spec 2.5, 3.12 importDataSelections, importDataDiscountsCount): copy the
 * discounts of another customer group and bank of the same brand into this table.
 */
export function ImportModal({
  dealerId,
  scope,
  banks,
  onClose,
  onImport,
}: {
  dealerId: string;
  scope: DiscountScopeParams;
  banks: DealerBankDto[];
  onClose: () => void;
  onImport: (source: { customer_group: CustomerGroup; bank_id: string }) => void;
}) {
  const [group, setGroup] = useState<CustomerGroup>(scope.customer_group === 'b2b' ? 'b2c' : 'b2b');
  const [bankId, setBankId] = useState(scope.bank_id);
  const isSame = group === scope.customer_group && bankId === scope.bank_id;
  const source = { customer_group: group, bank_id: bankId, manufacturer_id: scope.manufacturer_id };
  const total = useQuery({ ...totalAmountQueryOptions(dealerId, source), enabled: !isSame });
  const count = total.data ? total.data.total_amount : null;
  return (
    <Modal
      title="Daten importieren"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact" disabled={isSame || !count} onClick={() => onImport({ customer_group: group, bank_id: bankId })}>
            Importieren
          </button>
        </>
      }
    >
      <p>Übernimmt die Nachlässe dieser Marke aus einer anderen Kundengruppe oder Bank in die aktuelle Tabelle.</p>
      <SelectField id="dd-import-group" label="Kundengruppe der Quelle" value={group} choices={GROUP_CHOICES} onChange={setGroup} />
      <SelectField id="dd-import-bank" label="Bank der Quelle" value={bankId} choices={namedChoices(banks)} onChange={setBankId} />
      <p role="status" className="dd-hint">
        {isSame
          ? 'Bitte wählen Sie eine andere Kundengruppe oder Bank als die aktuelle Tabelle.'
          : total.isPending
            ? 'Einträge werden gezählt …'
            : count === null
              ? 'Die Anzahl der Einträge konnte nicht geladen werden.'
              : `${formatCount(count)} ${count === 1 ? 'Eintrag wird' : 'Einträge werden'} übernommen.`}
      </p>
      {!isSame && <CopyPreview dealerId={dealerId} scope={scope} source={{ customer_group: group, bank_id: bankId }} />}
    </Modal>
  );
}

/** Confirm-discount modal (spec 2.5): one row from its action, or the selection. */
export function ConfirmDiscountModal({ subject, onClose, onConfirm }: { subject: string; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal
      title="Rabatt bestätigen"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact" onClick={onConfirm}>
            Bestätigen
          </button>
        </>
      }
    >
      <p>Bestätigen Sie die Nachlässe für {subject}? Bestätigte Zeilen zeigen „Bestätigt“.</p>
    </Modal>
  );
}

export interface AffectedTable {
  customer_group: CustomerGroup;
  bank_name: string;
  values: number;
}

/**
 * Remove-column modal (spec 4.8): only when the last additional column holds data. The layout is
 * per brand, so it names every table the column goes from and the values cleared (issue 21).
 */
export function RemoveColumnModal({ label, brand, tables, onClose, onRemove }: { label: string; brand: string; tables: AffectedTable[]; onClose: () => void; onRemove: () => void }) {
  const total = tables.reduce((sum, table) => sum + table.values, 0);
  return (
    <Modal
      title="Spalte entfernen"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact button--danger" onClick={onRemove}>
            Spalte und Werte entfernen
          </button>
        </>
      }
    >
      <p>
        Die Spalte „{label}“ wird für {brand || 'diese Marke'} in allen Banken und beiden Kundengruppen entfernt. Dabei{' '}
        {total === 1 ? 'wird 1 Wert' : `werden ${formatCount(total)} Werte`} gelöscht:
      </p>
      <ul className="dd-affected-tables">
        {tables.map((table) => (
          <li key={`${table.customer_group}|${table.bank_name}`}>
            {table.bank_name}, {CUSTOMER_GROUP_LABELS[table.customer_group]}: {table.values === 1 ? '1 Wert' : `${formatCount(table.values)} Werte`}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
