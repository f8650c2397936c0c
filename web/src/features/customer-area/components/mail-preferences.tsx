import type { DealMailKind, DealMailPreferenceDto } from '@autoleasing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mailPreferencesKey, mailPreferencesQueryOptions, updateMailPreference } from '../api/mail-preferences-api';

/**
 * The deal e-mails on /customer/personal-details: the required ones (order confirmation, payment
 * mails) as a plain list, they always go out; each optional one as a checkbox that saves at once.
 * The server refuses to switch off a required mail as well.
 */
export function MailPreferences() {
  const query = useQuery(mailPreferencesQueryOptions());
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const change = useMutation({
    mutationFn: ({ kind, enabled }: { kind: DealMailKind; enabled: boolean }) => updateMailPreference(kind, { enabled }),
    onSuccess: (list, { kind, enabled }) => {
      client.setQueryData(mailPreferencesKey(), list);
      const label = list.find((p) => p.kind === kind)?.label ?? '';
      setStatus(`Gespeichert: „${label}“ ${enabled ? 'an' : 'aus'}.`);
    },
    onError: () => setStatus('Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
  });

  if (query.error) return <p className="ca-muted">Die E-Mail-Einstellungen konnten nicht geladen werden.</p>;
  if (!query.data) return <p className="ca-muted">E-Mail-Einstellungen werden geladen …</p>;
  const required = query.data.filter((p) => p.required);
  const optional = query.data.filter((p) => !p.required);
  const pending = change.isPending ? change.variables?.kind : undefined;

  return (
    <section className="ca-mail-prefs" aria-labelledby="ca-mail-prefs-title">
      <h2 id="ca-mail-prefs-title">E-Mail-Benachrichtigungen</h2>
      <p className="ca-muted">Zu jedem Schritt Ihrer Bestellung schreiben wir Ihnen eine E-Mail mit einem Link in Ihren Kundenbereich.</p>
      <h3 id="ca-mail-required">Immer (gesetzlich vorgeschrieben, nicht abbestellbar)</h3>
      <ul aria-labelledby="ca-mail-required" className="ca-mail-prefs__required">
        {required.map((p) => (
          <li key={p.kind}>{p.label}</li>
        ))}
      </ul>
      <fieldset className="ca-mail-prefs__optional">
        <legend>Wählbar</legend>
        {optional.map((p: DealMailPreferenceDto) => (
          <label key={p.kind} className="ca-mail-prefs__option">
            <input type="checkbox" name={p.kind} checked={p.enabled} disabled={pending === p.kind} onChange={(e) => change.mutate({ kind: p.kind, enabled: e.target.checked })} />
            <span>{p.label}</span>
          </label>
        ))}
      </fieldset>
      <p role="status" aria-live="polite" className="ca-muted">
        {status}
      </p>
    </section>
  );
}
