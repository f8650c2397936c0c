import { OPS_REPLY_MAX_LENGTH, OPS_REPLY_MESSAGES, type OpsDealMessageDto } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { opsDealKeys, postOpsReply } from '../api/ops-deals-api';

function useReply(dealId: string, messages: readonly OpsDealMessageDto[] | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    // The reply answers the customer's last message.
    mutationFn: (message: string) => {
      const lastCustomer = [...(messages ?? [])].reverse().find((m) => m.author_role === 'Customer');
      return postOpsReply(dealId, { message, ...(lastCustomer ? { reply_to: lastCustomer.id } : {}) });
    },
    // The thread, the deal's timeline and the list's count of open messages all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsDealKeys.all }),
  });
}

/** The reply to the customer; the API's field errors (422) show at the field, other errors below it. */
export function DealReplyForm({ dealId, messages }: { dealId: string; messages: readonly OpsDealMessageDto[] | undefined }) {
  const send = useReply(dealId, messages);
  const ids = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = `${ids}-reply`;
  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;

  const failAtField = (message: string) => {
    setFieldError(message);
    textRef.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const message = text.trim();
    if (!message) return failAtField(OPS_REPLY_MESSAGES.replyRequired);
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
      if (detail) failAtField(detail.message);
      else setError(errorMessage(failure));
    }
  }

  const describedBy = [counterId, fieldError ? errorId : null].filter(Boolean).join(' ');
  return (
    <form className="ops-reply" onSubmit={(e) => void submit(e)} noValidate aria-label="Antwort an den Kunden">
      <div className="ops-field">
        <label htmlFor={fieldId}>Antwort an den Kunden</label>
        <textarea
          className="form-control"
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
          {text.trim().length} / {OPS_REPLY_MAX_LENGTH} Zeichen
        </span>
        {fieldError && (
          <p id={errorId} className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--compact" disabled={send.isPending}>
        {send.isPending ? 'Wird gesendet …' : 'Antwort senden'}
      </button>
    </form>
  );
}
