import { DEAL_MESSAGE_CATEGORY_LABELS, OPS_REPLY_MAX_LENGTH, type OpsDealMessageDto } from '@autoleasing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { opsDealKeys, opsDealMessagesQueryOptions, postOpsReply } from '../api/ops-deals-api';
import { formatBerlinDateTime } from '../lib/format';

const TECHNICAL = 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';

const categoryText = (category: string) => DEAL_MESSAGE_CATEGORY_LABELS[category] ?? category;
const authorText = (m: OpsDealMessageDto) => (m.author_name && m.author_role !== 'Customer' ? `${m.author_name} (${m.author})` : m.author);

/**
 * The deal's messages (customer and team, oldest first) and the reply to the customer. The reply
 * answers the customer's last message; the API's field errors (422) show at the field.
 */
export function DealMessages({ dealId, unanswered }: { dealId: string; unanswered: number }) {
  const queryClient = useQueryClient();
  const thread = useQuery(opsDealMessagesQueryOptions(dealId));
  const ids = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const headingId = `${ids}-title`;
  const fieldId = `${ids}-reply`;
  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;

  const send = useMutation({
    mutationFn: (message: string) => {
      const lastCustomer = [...(thread.data ?? [])].reverse().find((m) => m.author_role === 'Customer');
      return postOpsReply(dealId, { message, ...(lastCustomer ? { reply_to: lastCustomer.id } : {}) });
    },
    // The thread, the deal's timeline and the list's count of open messages all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsDealKeys.all }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const message = text.trim();
    if (!message) {
      setFieldError('Bitte geben Sie eine Antwort ein.');
      textRef.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      await send.mutateAsync(message);
      setText('');
      // The button was disabled while sending, which drops keyboard focus to the page: put it back
      // into the field, ready for the next answer.
      textRef.current?.focus();
      showToast({ key: 'ops-reply', tone: 'success', message: 'Ihre Antwort wurde an den Kunden gesendet.' });
    } catch (failure) {
      const detail = isApiError(failure) ? failure.details?.find((d) => d.field === 'message') : undefined;
      if (detail) {
        setFieldError(detail.message);
        textRef.current?.focus();
      } else {
        setError(isApiError(failure) ? failure.message : TECHNICAL);
      }
    }
  }

  const length = text.trim().length;
  const describedBy = [counterId, fieldError ? errorId : null].filter(Boolean).join(' ');
  return (
    <section className="ops-messages" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Nachrichten
        {unanswered > 0 && <span className="ops-badge">{unanswered === 1 ? '1 unbeantwortet' : `${unanswered} unbeantwortet`}</span>}
      </h3>
      {thread.isPending && <p role="status">Nachrichten werden geladen …</p>}
      {thread.isError && (
        <p role="alert" className="ops-alert">
          {thread.error.message}
        </p>
      )}
      {thread.isSuccess &&
        (thread.data.length === 0 ? (
          <p className="ops-muted">Zu diesem Deal gibt es noch keine Nachrichten.</p>
        ) : (
          <ol className="ops-thread" aria-label="Nachrichten">
            {thread.data.map((m) => (
              <li key={m.id} className={m.author_role === 'Customer' ? 'ops-thread__item' : 'ops-thread__item ops-thread__item--staff'}>
                <span className="ops-timeline__meta">
                  <span className="ops-strong ops-inline">{authorText(m)}</span> · <time dateTime={m.created_at}>{formatBerlinDateTime(m.created_at)}</time> · {categoryText(m.category)}
                </span>
                <p className="ops-thread__text">{m.message}</p>
              </li>
            ))}
          </ol>
        ))}
      <form className="ops-reply" onSubmit={(e) => void submit(e)} noValidate aria-label="Antwort an den Kunden">
        <div className="ops-field">
          <label htmlFor={fieldId}>Antwort an den Kunden</label>
          <textarea
            id={fieldId}
            ref={textRef}
            rows={4}
            maxLength={OPS_REPLY_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
          />
          <span id={counterId} className="ops-muted ops-counter">
            {length} / {OPS_REPLY_MAX_LENGTH} Zeichen
          </span>
          {fieldError && (
            <p id={errorId} className="ops-field__error">
              {fieldError}
            </p>
          )}
        </div>
        {error && (
          <p role="alert" className="ops-alert">
            {error}
          </p>
        )}
        <button type="submit" className="ops-button" disabled={send.isPending}>
          {send.isPending ? 'Wird gesendet …' : 'Antwort senden'}
        </button>
      </form>
    </section>
  );
}
