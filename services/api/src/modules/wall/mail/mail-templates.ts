import { escapeHtml, mailGreeting, type GreetedPerson } from '@autoleasing/contracts';
import type { MailSignature } from '@autoleasing/infra';
import { TOKEN_TTL_SECONDS } from '../auth/single-use-tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail with one action link (account links, the newsletter's double opt-in): text and HTML say
 * the same, and end with the one signature of every customer mail (infra mailSignature).
 */
export function actionMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  validity: string,
  signature: MailSignature,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', validity, '', signature.text].join('\n');
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(validity)}</p>
${signature.html}
</body></html>`;
  return { to, subject, text, html };
}

/** What a single-use link's lifetime allows, in the mail's words: "Der Link ist 48 Stunden gültig …". */
export function singleUseLinkValidity(ttlSeconds: number): string {
  const hours = ttlSeconds / 3600;
  return `Der Link ist ${hours === 1 ? '1 Stunde' : `${hours} Stunden`} gültig und kann einmal verwendet werden.`;
}


export function verificationMail(to: string, person: GreetedPerson, url: string, signature: MailSignature): MailMessage {
  return actionMail(
    to,
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    mailGreeting(person),
    ['vielen Dank für Ihre Registrierung bei autoleasing. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden können.'],
    { label: 'E-Mail-Adresse bestätigen', url },
    singleUseLinkValidity(TOKEN_TTL_SECONDS.verify_email),
    signature,
  );
}

export function passwordRecoveryMail(to: string, person: GreetedPerson, url: string, signature: MailSignature): MailMessage {
  return actionMail(
    to,
    'Ihr neues Passwort für autoleasing',
    mailGreeting(person),
    ['Sie haben ein neues Passwort angefordert. Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.'],
    { label: 'Neues Passwort festlegen', url },
    singleUseLinkValidity(TOKEN_TTL_SECONDS.recover_password),
    signature,
  );
}

export function reactivationMail(to: string, person: GreetedPerson, url: string, signature: MailSignature): MailMessage {
  return actionMail(
    to,
    'Ihr autoleasing-Konto reaktivieren',
    mailGreeting(person),
    ['Ihr Konto ist derzeit deaktiviert. Mit dem folgenden Link können Sie es wieder aktivieren.'],
    { label: 'Konto reaktivieren', url },
    singleUseLinkValidity(TOKEN_TTL_SECONDS.reactivate_account),
    signature,
  );
}

export function failedLoginNoticeMail(to: string, person: GreetedPerson, url: string, signature: MailSignature): MailMessage {
  return actionMail(
    to,
    'Fehlgeschlagene Anmeldeversuche bei Ihrem autoleasing-Konto',
    mailGreeting(person),
    [
      'für Ihr Konto wurde in der letzten Stunde mehrmals ein falsches Passwort eingegeben.',
      'Waren Sie das, ist nichts weiter zu tun. Wenn nicht, versucht möglicherweise jemand, Ihr Passwort zu erraten. Ihr Konto bleibt für Sie zugänglich; weitere Versuche werden verzögert. Zur Sicherheit können Sie Ihr Passwort ändern.',
    ],
    { label: 'Passwort ändern', url },
    'Diese Nachricht erhalten Sie höchstens einmal pro Stunde.',
    signature,
  );
}

export function alreadyRegisteredMail(to: string, person: GreetedPerson, urls: { login: string; recover: string }, signature: MailSignature): MailMessage {
  return actionMail(
    to,
    'Sie haben bereits ein Konto bei autoleasing',
    mailGreeting(person),
    [
      'jemand (vermutlich Sie) wollte sich soeben mit dieser E-Mail-Adresse neu registrieren. Sie haben bereits ein Konto bei autoleasing; ein zweites wurde nicht angelegt.',
      `Melden Sie sich einfach an: ${urls.login}`,
      'Falls Sie Ihr Passwort vergessen haben, können Sie über den folgenden Link ein neues festlegen. Waren Sie das nicht, können Sie diese E-Mail ignorieren.',
    ],
    { label: 'Passwort zurücksetzen', url: urls.recover },
    'Ihr bestehendes Konto bleibt unverändert.',
    signature,
  );
}
