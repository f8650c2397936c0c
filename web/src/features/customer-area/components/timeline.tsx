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

/** Every event of the deal in German, newest first, with date/time and who acted. */
export function Timeline({ entries }: { entries: CustomerDealDetailDto['timeline'] }) {
  const newestFirst = [...entries].reverse();
  return (
    <ol className="ca-timeline" aria-label="Verlauf">
      {newestFirst.map((entry) => (
        <li key={entry.id} className={`ca-timeline__item ca-timeline__item--${entry.actor}`}>
          <p className="ca-timeline__meta">
            <time dateTime={entry.occurred_at}>{entry.occurred_at_text}</time> · <span>{entry.actor_label}</span>
          </p>
          <p className="ca-timeline__title">{entry.title}</p>
          {entry.detail && <p className="ca-timeline__detail">{entry.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
