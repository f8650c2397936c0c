import { DISCOUNT_CAMPAIGN_MESSAGES, isDiscountCellField, isRelativeDiscountField, type DiscountCellField, discountCellOrDefault, type DiscountRowCells, type DiscountTableColumns } from '@autoleasing/contracts';
import type { DecisionContext } from '../shared/decider';
import { DomainError, invalid, notFound } from '../shared/domain-error';
import { columnExists, toStoredValue } from './discount-cells';
import type { DiscountCampaignEvent, DiscountCellChange, DiscountScope } from './discount-table.events';

/**
 * Campaigns (issue 21 item 8): a dealer schedules a value for some cells of a table, valid from …
 * until …. The boundaries are events a scheduled job appends (ADR 0005), so every read model stays
 * a fold of the events and none reads the clock. Start writes the campaign value; end (or a cancel
 * of a running campaign) puts back the value from before — unless the cell no longer shows the
 * campaign value: then a regular edit made during the campaign stays (the latest edit wins).
 */
export type CampaignStatus = 'scheduled' | 'active' | 'ended' | 'cancelled';

export interface DiscountCampaign {
  campaignId: string;
  carModelIds: readonly string[];
  field: DiscountCellField;
  /** Stored units (hundredths of a percent, cents). */
  value: number;
  validFrom: string;
  validUntil: string;
  status: CampaignStatus;
  /** The cells the start changed, with the value each had before (what the end puts back). */
  started: readonly DiscountCellChange[];
}

export type DiscountCampaignCommand =
  | {
      type: 'ScheduleDiscountCampaign';
      scope: DiscountScope;
      campaignId: string;
      carModelIds: string[];
      field: string;
      /** API units (7.5 %, cents). */
      value: unknown;
      validFrom: string;
      validUntil: string;
      columns: DiscountTableColumns;
    }
  | { type: 'StartDiscountCampaign'; scope: DiscountScope; campaignId: string }
  | { type: 'EndDiscountCampaign'; scope: DiscountScope; campaignId: string }
  | { type: 'CancelDiscountCampaign'; scope: DiscountScope; campaignId: string };

export const DISCOUNT_CAMPAIGN_INVALID = 'discount_campaign_invalid';

interface CampaignTable {
  rows: ReadonlyMap<string, { cells: DiscountRowCells }>;
  campaigns: ReadonlyMap<string, DiscountCampaign>;
}

const rule = (code: string, message: string) => new DomainError('rule', code, message);
const problem = (field: string, message: string) => invalid(DISCOUNT_CAMPAIGN_INVALID, message, [{ field, code: DISCOUNT_CAMPAIGN_INVALID, message }]);

const isRunningOrPlanned = (campaign: DiscountCampaign) => campaign.status === 'scheduled' || campaign.status === 'active';

function validateSchedule(command: Extract<DiscountCampaignCommand, { type: 'ScheduleDiscountCampaign' }>, table: CampaignTable, now: Date) {
  const { field } = command;
  if (!isDiscountCellField(field) || !columnExists(field, command.columns) || !isRelativeDiscountField(field)) {
    throw problem('field', 'Kampagnen gibt es nur für Nachlass- und Betragsspalten dieser Tabelle.');
  }
  if (!command.carModelIds.length) throw problem('car_model_ids', 'Bitte wählen Sie mindestens ein Fahrzeug.');
  const converted = toStoredValue(field, command.value);
  if (!converted.ok || typeof converted.value !== 'number') throw problem('value', 'Bitte geben Sie einen gültigen Wert für die Kampagne an.');
  const from = Date.parse(command.validFrom);
  const until = Date.parse(command.validUntil);
  if (Number.isNaN(from)) throw problem('valid_from', 'Bitte geben Sie „Gültig ab“ als Datum und Uhrzeit an.');
  if (Number.isNaN(until)) throw problem('valid_until', 'Bitte geben Sie „Gültig bis“ als Datum und Uhrzeit an.');
  if (from < now.getTime()) throw problem('valid_from', '„Gültig ab“ darf nicht in der Vergangenheit liegen.');
  if (until <= from) throw problem('valid_until', DISCOUNT_CAMPAIGN_MESSAGES.validUntilNotAfterFrom);
  const cars = new Set(command.carModelIds);
  for (const other of table.campaigns.values()) {
    const overlaps = isRunningOrPlanned(other) && other.field === field && Date.parse(other.validFrom) < until && from < Date.parse(other.validUntil);
    if (overlaps && other.carModelIds.some((id) => cars.has(id))) {
      throw problem('valid_from', 'Für diese Zellen ist in diesem Zeitraum schon eine Kampagne geplant. Bitte stornieren Sie sie zuerst.');
    }
  }
  return { value: converted.value, validFrom: new Date(from).toISOString(), validUntil: new Date(until).toISOString() };
}

/** The cells a running campaign still shows go back to the value from before its start. */
function revertChanges(campaign: DiscountCampaign, table: CampaignTable): DiscountCellChange[] {
  const changes: DiscountCellChange[] = [];
  for (const start of campaign.started) {
    const current = discountCellOrDefault(table.rows.get(start.carModelId)?.cells ?? {}, start.field);
    if (current === start.newValue) changes.push({ carModelId: start.carModelId, field: start.field, oldValue: current, newValue: start.oldValue });
  }
  return changes;
}

function campaignOf(table: CampaignTable, campaignId: string): DiscountCampaign {
  const campaign = table.campaigns.get(campaignId);
  if (!campaign) throw notFound('discount_campaign_not_found', 'Diese Kampagne wurde nicht gefunden.');
  return campaign;
}

export function decideCampaign(command: DiscountCampaignCommand, table: CampaignTable, { now }: DecisionContext): DiscountCampaignEvent[] {
  const at = now.toISOString();
  const { scope, campaignId } = command;
  switch (command.type) {
    case 'ScheduleDiscountCampaign': {
      if (table.campaigns.has(campaignId)) return [];
      const valid = validateSchedule(command, table, now);
      const carModelIds = [...new Set(command.carModelIds)];
      return [{ type: 'DiscountCampaignScheduled', data: { scope, campaignId, carModelIds, field: command.field as DiscountCellField, ...valid, scheduledAt: at } }];
    }
    case 'StartDiscountCampaign': {
      const campaign = campaignOf(table, campaignId);
      if (campaign.status !== 'scheduled') throw rule('discount_campaign_not_scheduled', 'Diese Kampagne ist nicht mehr geplant (schon gestartet, beendet oder storniert).');
      if (now.getTime() < Date.parse(campaign.validFrom)) throw rule('discount_campaign_not_due', 'Diese Kampagne beginnt noch nicht.');
      const changes: DiscountCellChange[] = [];
      for (const carModelId of campaign.carModelIds) {
        const oldValue = discountCellOrDefault(table.rows.get(carModelId)?.cells ?? {}, campaign.field);
        if (oldValue !== campaign.value) changes.push({ carModelId, field: campaign.field, oldValue, newValue: campaign.value });
      }
      return [{ type: 'DiscountCampaignStarted', data: { scope, campaignId, changes, startedAt: at } }];
    }
    case 'EndDiscountCampaign': {
      const campaign = campaignOf(table, campaignId);
      if (campaign.status === 'ended' || campaign.status === 'cancelled') throw rule('discount_campaign_finished', 'Diese Kampagne ist schon beendet oder storniert.');
      if (now.getTime() < Date.parse(campaign.validUntil)) throw rule('discount_campaign_not_due', 'Diese Kampagne läuft noch.');
      // A campaign whose whole window passed before it started (worker down) ends without changes.
      return [{ type: 'DiscountCampaignEnded', data: { scope, campaignId, changes: revertChanges(campaign, table), endedAt: at } }];
    }
    case 'CancelDiscountCampaign': {
      const campaign = campaignOf(table, campaignId);
      if (campaign.status === 'ended' || campaign.status === 'cancelled') throw rule('discount_campaign_finished', 'Diese Kampagne ist schon beendet oder storniert.');
      return [{ type: 'DiscountCampaignCancelled', data: { scope, campaignId, changes: revertChanges(campaign, table), cancelledAt: at } }];
    }
  }
}

/** The campaign a campaign event leaves behind (the rows' cells change through `changes`). */
export function evolveCampaign(campaigns: Map<string, DiscountCampaign>, event: DiscountCampaignEvent): void {
  if (event.type === 'DiscountCampaignScheduled') {
    const { campaignId, carModelIds, field, value, validFrom, validUntil } = event.data;
    campaigns.set(campaignId, { campaignId, carModelIds, field, value, validFrom, validUntil, status: 'scheduled', started: [] });
    return;
  }
  const campaign = campaigns.get(event.data.campaignId);
  if (!campaign) return;
  if (event.type === 'DiscountCampaignStarted') campaigns.set(campaign.campaignId, { ...campaign, status: 'active', started: event.data.changes });
  else campaigns.set(campaign.campaignId, { ...campaign, status: event.type === 'DiscountCampaignEnded' ? 'ended' : 'cancelled' });
}

/** Cell changes of any campaign event (none for scheduling). */
export const campaignCellChanges = (event: DiscountCampaignEvent): readonly DiscountCellChange[] =>
  event.type === 'DiscountCampaignScheduled' ? [] : event.data.changes;

