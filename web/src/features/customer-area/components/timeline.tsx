import type { CustomerDealDetailDto } from '@autoleasing/contracts';

/** The deal's process steps from inquiry to pick-up, the current one marked. */
export function StepProgress({ steps }: { steps: CustomerDealDetailDto['steps'] }) {
  return (
    <ol className="ca-steps" aria-label="Fortschritt Ihrer Bestellung">
      {steps.map((step) => (
        <li key={step.state} className={`ca-steps__item ca-steps__item--${step.status}`} aria-current={step.status === 'current' ? 'step' : undefined}>
          <span className="ca-steps__marker" aria-hidden="true" />
          <span>{step.label}</span>
          <span className="visually-hidden">{step.status === 'done' ? ' (erledigt)' : step.status === 'current' ? ' (aktueller Schritt)' : ' (ausstehend)'}</span>
        </li>
      ))}
    </ol>
  );
}

type TimelineEntry = CustomerDealDetailDto['timeline'][number];

/** When the entry happened; a folded entry (several changes of one kind) shows from–to, the second time alone when on the same day. */
function EntryTime({ entry }: { entry: TimelineEntry }) {
  const first = <time dateTime={entry.occurred_at}>{entry.occurred_at_text}</time>;
  if (entry.count <= 1 || entry.last_occurred_at_text === entry.occurred_at_text) return first;
  const [firstDay] = entry.occurred_at_text.split(', ');
  const [lastDay, lastTime] = entry.last_occurred_at_text.split(', ');
  return (
    <>
      {first} – <time dateTime={entry.last_occurred_at}>{lastDay === firstDay && lastTime ? lastTime : entry.last_occurred_at_text}</time>
    </>
  );
}

/** Every event of the deal in German, newest first, with date/time and who acted; repeated changes of one kind come folded (the projection decides). */
export function Timeline({ entries }: { entries: CustomerDealDetailDto['timeline'] }) {
  const newestFirst = [...entries].reverse();
  return (
    <ol className="ca-timeline" aria-label="Verlauf">
      {newestFirst.map((entry) => (
        <li key={entry.id} className={`ca-timeline__item ca-timeline__item--${entry.actor}`}>
          <p className="ca-timeline__meta">
            <EntryTime entry={entry} /> · <span>{entry.actor_label}</span>
          </p>
          <p className="ca-timeline__title">{entry.title}</p>
          {entry.detail && <p className="ca-timeline__detail">{entry.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
