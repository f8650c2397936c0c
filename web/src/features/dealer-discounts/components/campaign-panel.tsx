import { DISCOUNT_CAMPAIGN_MESSAGES, type DiscountCampaignDto, type DiscountCellField, type DiscountRowDto, type DiscountScopeParams, formatBerlinDateTime, formatDiscountCellValue, isRelativeDiscountField, discountCellKind } from '@autoleasing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Choice } from '../../../components/choice-options/choice-options';
import { cancelCampaign, campaignsQueryOptions, dealerKeys, scheduleCampaign } from '../api/dealer-discounts-api';
import { apiValue, validateCell } from '../lib/cells';
import { cellFieldChoices, type DiscountColumn } from '../lib/columns';
import { berlinLocalToIso } from '../lib/history-format';
import { Modal } from './modal';
import { SelectField } from './select-field';

const STATUS_LABELS: Record<DiscountCampaignDto['status'], string> = {
  scheduled: 'geplant',
  active: 'läuft',
  ended: 'beendet',
  cancelled: 'storniert',
};

/** 'Basisnachlass 12,50 % · 01.12.2026, 00:00 bis 01.01.2027, 00:00' */
export function describeCampaign(campaign: DiscountCampaignDto, label: string): string {
  return `${label} ${formatDiscountCellValue(campaign.field, campaign.value)} · ${formatBerlinDateTime(campaign.valid_from)} bis ${formatBerlinDateTime(campaign.valid_until)}`;
}

/** Car models with a scheduled or running campaign, and the text that marks them. */
export function campaignMarks(campaigns: readonly DiscountCampaignDto[]): Map<string, string> {
  const marks = new Map<string, string>();
  for (const campaign of campaigns) {
    if (campaign.status !== 'scheduled' && campaign.status !== 'active') continue;
    for (const id of campaign.car_model_ids) marks.set(id, campaign.status === 'active' ? 'Kampagne läuft' : 'Kampagne geplant');
  }
  return marks;
}

/** The table's campaign marks (none while loading or when the list failed). */
export function useCampaignMarks(dealerId: string, scope: DiscountScopeParams | null): Map<string, string> {
  const campaigns = useQuery({ ...campaignsQueryOptions(dealerId, scope ?? { customer_group: 'b2b', bank_id: '', manufacturer_id: '' }), enabled: scope !== null });
  return useMemo(() => campaignMarks(campaigns.data ? campaigns.data.campaigns : []), [campaigns.data]);
}

/** The model column names a car's campaign in words ('Golf … · Kampagne geplant'), not by colour. */
export function withCampaignMarks(columns: readonly DiscountColumn[], marks: ReadonlyMap<string, string>): DiscountColumn[] {
  if (marks.size === 0) return [...columns];
  return columns.map((column) =>
    column.id === 'car_model_name' && column.text
      ? { ...column, text: (row: DiscountRowDto) => [column.text!(row), marks.get(row.car_model_id)].filter(Boolean).join(' · ') }
      : column,
  );
}

/**
 * 'Kampagne planen' (issue 21 item 8): a value for the selected cars, valid from … until …
 * (Europe/Berlin); the list of the table's campaigns with their status and 'Stornieren'. The server
 * checks everything again (German 422 messages show in the dialog); prices switch by themselves.
 */
export function CampaignPanel({
  dealerId,
  scope,
  columns,
  selectedRows,
  rows,
  onChanged,
}: {
  dealerId: string;
  scope: DiscountScopeParams;
  columns: readonly DiscountColumn[];
  selectedRows: readonly DiscountRowDto[];
  rows: readonly DiscountRowDto[];
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const campaigns = useQuery(campaignsQueryOptions(dealerId, scope));
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const fields = cellFieldChoices(columns, isRelativeDiscountField);
  const labelOf = (field: DiscountCellField) => fields.find((c) => c.value === field)?.label ?? field;
  const nameOf = (id: string) => rows.find((r) => r.car_model_id === id)?.car_model_name ?? null;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [...dealerKeys.dealer(dealerId), 'campaigns'] });
    onChanged();
  };
  const cancel = async (campaign: DiscountCampaignDto) => {
    const result = await cancelCampaign(dealerId, campaign.campaign_id, scope);
    setMessage(result.ok ? `Kampagne storniert (${result.data.changed_cells} Zellen zurückgesetzt).` : result.error.message);
    await refresh();
  };
  const list = campaigns.data ? campaigns.data.campaigns : [];

  return (
    <section className="dd-campaigns" aria-labelledby="dd-campaigns-title">
      <div className="dd-campaigns__head">
        <h2 id="dd-campaigns-title">Kampagnen</h2>
        <button type="button" className="button button--compact button--secondary" disabled={selectedRows.length === 0} onClick={() => setOpen(true)}>
          Kampagne planen{selectedRows.length ? ` (${selectedRows.length})` : ''}
        </button>
      </div>
      {selectedRows.length === 0 && <p className="dd-hint">Wählen Sie Zeilen dieser Seite, um eine Kampagne zu planen.</p>}
      {message && (
        <p role="status" className="dd-hint">
          {message}
        </p>
      )}
      {/* A side list: its failure is said here, the table's own alerts stay the only alerts. */}
      {campaigns.data === false && <p className="dd-hint">Die Kampagnen konnten nicht geladen werden.</p>}
      {list.length > 0 && (
        <ul className="dd-campaigns__list">
          {list.map((campaign) => (
            <li key={campaign.campaign_id}>
              <span>
                {describeCampaign(campaign, labelOf(campaign.field))} · {campaign.car_model_ids.length === 1 ? (nameOf(campaign.car_model_ids[0]) ?? '1 Fahrzeug') : `${campaign.car_model_ids.length} Fahrzeuge`} ·{' '}
                <strong>{STATUS_LABELS[campaign.status]}</strong> · geplant von {campaign.scheduled_by_name ?? 'Unbekannt'}
              </span>
              {(campaign.status === 'scheduled' || campaign.status === 'active') && (
                <button type="button" className="button button--compact button--secondary" onClick={() => void cancel(campaign)} aria-label={`Kampagne stornieren: ${describeCampaign(campaign, labelOf(campaign.field))}`}>
                  Stornieren
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ScheduleCampaignDialog
          fields={fields}
          count={selectedRows.length}
          onClose={() => setOpen(false)}
          onSubmit={async (input) => {
            const result = await scheduleCampaign(dealerId, { ...scope, car_model_ids: selectedRows.map((r) => r.car_model_id), ...input });
            if (!result.ok) return result.error.message;
            setOpen(false);
            setMessage(`Kampagne geplant: ${describeCampaign(result.data.campaign, labelOf(result.data.campaign.field))}.`);
            await refresh();
            return null;
          }}
        />
      )}
    </section>
  );
}

interface CampaignInput {
  field: DiscountCellField;
  value: number;
  valid_from: string;
  valid_until: string;
}

function ScheduleCampaignDialog({
  fields,
  count,
  onClose,
  onSubmit,
}: {
  fields: readonly Choice<DiscountCellField>[];
  count: number;
  onClose: () => void;
  onSubmit: (input: CampaignInput) => Promise<string | null>;
}) {
  const id = useId();
  const [field, setField] = useState<DiscountCellField>(fields[0]?.value ?? 'base_discount');
  const [value, setValue] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = validateCell(field, value) ?? (value.trim() === '' ? 'Bitte geben Sie einen Wert ein.' : null);
    const validFrom = berlinLocalToIso(from);
    const validUntil = berlinLocalToIso(until);
    if (problem) return setError(problem);
    if (!validFrom || !validUntil) return setError('Bitte geben Sie „Gültig ab“ und „Gültig bis“ an.');
    // The browser checks what it can; the server decides (past start, overlaps).
    if (validUntil <= validFrom) return setError(DISCOUNT_CAMPAIGN_MESSAGES.validUntilNotAfterFrom);
    setError(null);
    setBusy(true);
    const failure = await onSubmit({ field, value: apiValue(field, value) as number, valid_from: validFrom, valid_until: validUntil });
    setBusy(false);
    setError(failure);
  };

  return (
    <Modal
      title="Kampagne planen"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact" disabled={busy} onClick={() => void submit()}>
            {busy ? 'Wird geplant …' : 'Kampagne planen'}
          </button>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} className="dd-campaign-form">
        <p>
          Für {count} {count === 1 ? 'ausgewähltes Fahrzeug' : 'ausgewählte Fahrzeuge'}. Zu Beginn gilt der Kampagnenwert, am Ende wieder der Wert von vorher (eine Änderung
          während der Kampagne bleibt bestehen). Zeiten in Europe/Berlin.
        </p>
        <SelectField id={`${id}-field`} label="Spalte" value={field} choices={fields} onChange={setField} />
        <div className="dd-field">
          <label htmlFor={`${id}-value`}>Wert ({discountCellKind(field) === 'cents' ? '€' : '%'})</label>
          <input className="form-control" id={`${id}-value`} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
        </div>
        <div className="dd-field">
          <label htmlFor={`${id}-from`}>Gültig ab</label>
          <input className="form-control" id={`${id}-from`} type="datetime-local" lang="de-DE" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="dd-field">
          <label htmlFor={`${id}-until`}>Gültig bis</label>
          <input className="form-control" id={`${id}-until`} type="datetime-local" lang="de-DE" value={until} onChange={(event) => setUntil(event.target.value)} />
        </div>
        {error && (
          <p role="alert" className="alert alert--error">
            {error}
          </p>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
