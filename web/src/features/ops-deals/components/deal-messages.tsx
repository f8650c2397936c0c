import { formatBerlinDateTime, DEAL_MESSAGE_CATEGORY_LABELS, type OpsDealMessageDto } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { opsDealMessagesQueryOptions } from '../api/ops-deals-api';
import { DealReplyForm } from './deal-reply-form';

const categoryText = (category: string) => DEAL_MESSAGE_CATEGORY_LABELS[category] ?? category;
const authorText = (m: OpsDealMessageDto) => (m.author_name && m.author_role !== 'Customer' ? `${m.author_name} (${m.author})` : m.author);

function MessageThread({ messages }: { messages: readonly OpsDealMessageDto[] }) {
  if (messages.length === 0) return <p className="ops-muted">Zu diesem Deal gibt es noch keine Nachrichten.</p>;
  return (
    <ol className="ops-thread" aria-label="Nachrichten">
      {messages.map((m) => (
        <li key={m.id} className={m.author_role === 'Customer' ? 'ops-thread__item' : 'ops-thread__item ops-thread__item--staff'}>
          <span className="ops-timeline__meta">
            <span className="ops-strong ops-inline">{authorText(m)}</span> · <time dateTime={m.created_at}>{formatBerlinDateTime(m.created_at)}</time> · {categoryText(m.category)}
          </span>
          <p className="ops-thread__text">{m.message}</p>
        </li>
      ))}
    </ol>
  );
}

/** The deal's messages (customer and team, oldest first) and the reply to the customer. */
export function DealMessages({ dealId, unanswered }: { dealId: string; unanswered: number }) {
  const thread = useQuery(opsDealMessagesQueryOptions(dealId));
  const headingId = `${useId()}-title`;
  return (
    <section className="ops-messages" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Nachrichten
        {unanswered > 0 && <span className="ops-badge">{unanswered === 1 ? '1 unbeantwortet' : `${unanswered} unbeantwortet`}</span>}
      </h3>
      {thread.isPending && <p role="status">Nachrichten werden geladen …</p>}
      {thread.isError && (
        <p role="alert" className="alert alert--error">
          {thread.error.message}
        </p>
      )}
      {thread.isSuccess && <MessageThread messages={thread.data} />}
      <DealReplyForm dealId={dealId} messages={thread.data} />
    </section>
  );
}
