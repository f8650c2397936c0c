import { formatBerlinDateTime, type OpsTimelineEntry } from '@autoleasing/contracts';
import { actorText, timelineText } from '../lib/format';

/** Every event of the deal's stream, newest first, with who acted and when (Europe/Berlin); staff entries stand out. */
export function DealTimeline({ events }: { events: readonly OpsTimelineEntry[] }) {
  return (
    <>
      <h3>Verlauf</h3>
      <ol className="ops-timeline" aria-label="Verlauf">
        {[...events].reverse().map((entry) => (
          <li key={entry.id} className={entry.actor.role === 'Admin' ? 'ops-timeline__item ops-timeline__item--staff' : 'ops-timeline__item'}>
            <span className="ops-timeline__what">{timelineText(entry)}</span>
            {entry.note && <span className="ops-timeline__note">Notiz: {entry.note}</span>}
            {entry.note_erased && <span className="ops-timeline__note ops-timeline__note--erased">Notiz gelöscht</span>}
            <span className="ops-timeline__meta">
              <time dateTime={entry.occurred_at}>{formatBerlinDateTime(entry.occurred_at)}</time> · {actorText(entry.actor)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
