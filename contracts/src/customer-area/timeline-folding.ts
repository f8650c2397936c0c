import type { TimelineActor, TimelineText } from './timeline-texts';

/**
 * Folding of the customer's deal timeline (issue 17, item 5). A person reads the timeline: 45
 * lines for 45 clicks on the extras hide what happened. So consecutive entries of the same kind,
 * by the same actor, within TIMELINE_FOLD_WINDOW_MS of the group's first entry, become one line
 * ("Extras geändert (3×)"). The window is measured with the events' own times, so the read model
 * stays a pure function of the events.
 *
 * Which kinds fold is data, not code: a kind folds when it has a group title below. These are the
 * customer's own setting changes. Everything else (state changes, documents, payments, messages,
 * and any event kind added later without a group title) keeps an entry of its own.
 */
export const TIMELINE_FOLD_WINDOW_MS = 10 * 60 * 1000;

export const TIMELINE_FOLD_TITLES: Readonly<Record<string, string>> = {
  DealExtrasChanged: 'Extras geändert',
  DealFinalOfferChanged: 'Angebot angepasst',
  DealDownpaymentChanged: 'Anzahlung geändert',
  DealLogisticsChanged: 'Logistik geändert',
  DealDeliveryOptionChanged: 'Übergabeart geändert',
  DealFinanceSelectionChanged: 'Zahlungsart geändert',
  DealExtrasAgbConsentChanged: 'Zustimmung zu den AGB der Extras geändert',
};

/** The last entry of a deal's timeline, as far as folding needs it. */
export interface FoldableTimelineEntry {
  type: string;
  actor: TimelineActor;
  /** When the entry's first event happened (ISO string or Date). */
  occurredAt: string | Date;
}

export function isFoldableTimelineKind(type: string): boolean {
  return Object.prototype.hasOwnProperty.call(TIMELINE_FOLD_TITLES, type);
}

/** Whether an event (type, actor, its own time) joins the deal's last timeline entry instead of starting a new one. */
export function foldsIntoTimelineEntry(last: FoldableTimelineEntry | undefined, next: FoldableTimelineEntry): boolean {
  if (!last || !isFoldableTimelineKind(next.type)) return false;
  if (last.type !== next.type || last.actor !== next.actor) return false;
  const elapsed = new Date(next.occurredAt).getTime() - new Date(last.occurredAt).getTime();
  return elapsed >= 0 && elapsed <= TIMELINE_FOLD_WINDOW_MS;
}

/** The text of an entry that stands for `count` events of one kind, the latest described by `latest`. */
export function foldedTimelineText(type: string, count: number, latest: TimelineText): TimelineText {
  if (count <= 1) return latest;
  const title = `${TIMELINE_FOLD_TITLES[type] ?? latest.title} (${count}×)`;
  return { title, detail: `Zuletzt: ${latest.title}${latest.detail ? ` – ${latest.detail}` : ''}` };
}
