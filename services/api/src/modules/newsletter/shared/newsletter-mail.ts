import { escapeHtml } from '@autoleasing/contracts';
import type { MailMessage } from '../../wall/mail/mail-templates';

/** The double opt-in mail: nothing is sent to the address until this link was opened. */
export function newsletterConfirmationMail(to: string, url: string): MailMessage {
  const lines = [
    'Guten Tag,',
    '',
    'vielen Dank für Ihr Interesse am Newsletter von autoleasing. Bitte bestätigen Sie Ihre Anmeldung, damit wir Ihnen aktuelle Leasingangebote und Neuigkeiten senden dürfen.',
    'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keinen Newsletter.',
    '',
    `Anmeldung bestätigen: ${url}`,
    '',
    'Der Link ist 48 Stunden gültig und kann einmal verwendet werden.',
    '',
    'Ihr autoleasing-Team',
  ];
  const html = `<!doctype html><html lang="de"><body style="font-family:sans-serif">
<p>Guten Tag,</p>
<p>${escapeHtml(lines[2])}</p>
<p>${escapeHtml(lines[3])}</p>
<p><a href="${escapeHtml(url)}">Anmeldung bestätigen</a></p>
<p>Der Link ist 48 Stunden gültig und kann einmal verwendet werden.</p>
<p>Ihr autoleasing-Team</p>
</body></html>`;
  return { to, subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', text: lines.join('\n'), html };
}
