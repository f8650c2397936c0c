import { CUSTOMER_AREA_MESSAGE_CATEGORIES, CUSTOMER_AREA_MESSAGE_CATEGORY_LABELS, CUSTOMER_MESSAGE_MESSAGES, DEAL_MESSAGE_CATEGORY_LABELS, type CustomerDealDetailDto } from '@autoleasing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/toast';
import { customerAreaKeys, postMessage } from '../api/customer-area-api';

const CATEGORIES = CUSTOMER_AREA_MESSAGE_CATEGORIES.filter((c) => c !== 'shop_order');

/** Messages to our team about one deal, and the form to write one. */
export function MessagesPanel({ dealId, messages }: { dealId: string; messages: CustomerDealDetailDto['messages'] }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [message, setMessage] = useState('');
  const [category, setCategory] = useState<string>('question');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError(CUSTOMER_MESSAGE_MESSAGES.messageRequired);
      textRef.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await postMessage({ deal_id: dealId, message: message.trim(), category, source: 'customer_area' }, crypto.randomUUID());
      setMessage('');
      showToast({ message: 'Ihre Nachricht wurde gesendet.', tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: customerAreaKeys.deal(dealId) });
    } catch {
      // The client showed the toast.
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="ca-panel" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Nachrichten an unser Team</h2>
      {messages.length === 0 ? (
        <p className="ca-muted">Noch keine Nachrichten zu dieser Bestellung.</p>
      ) : (
        <ul className="ca-messages">
          {messages.map((m) => (
            <li key={m.id} className={`ca-message ca-message--${m.author}`}>
              <p className="ca-timeline__meta">
                <time dateTime={m.created_at}>{m.created_at_text}</time> · {m.author_label} · {DEAL_MESSAGE_CATEGORY_LABELS[m.category] ?? m.category}
              </p>
              <p className="ca-message__text">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="ca-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="ca-field">
          <label htmlFor={`${formId}-category`}>Thema</label>
          <select className="form-control" id={`${formId}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CUSTOMER_AREA_MESSAGE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="ca-field">
          <label htmlFor={`${formId}-message`}>Ihre Nachricht</label>
          <textarea
            className="form-control"
            id={`${formId}-message`}
            ref={textRef}
            rows={4}
            maxLength={5000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${formId}-error` : undefined}
          />
          {error && (
            <p id={`${formId}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button--compact" disabled={sending}>
          {sending ? 'Wird gesendet …' : 'Nachricht senden'}
        </button>
      </form>
    </section>
  );
}
