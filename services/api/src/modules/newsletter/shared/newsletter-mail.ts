import type { MailSignature } from '@autoleasing/infra';
import { actionMail, singleUseLinkValidity, type MailMessage } from '../../wall/mail/mail-templates';
import { CONFIRMATION_TTL_SECONDS } from './newsletter.repository';

/** The double opt-in mail: nothing is sent to the address until this link was opened. */
export function newsletterConfirmationMail(to: string, url: string, signature: MailSignature): MailMessage {
  return actionMail(
    to,
    'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    'Guten Tag,',
    [
      'vielen Dank für Ihr Interesse am Newsletter von autoleasing. Bitte bestätigen Sie Ihre Anmeldung, damit wir Ihnen aktuelle Leasingangebote und Neuigkeiten senden dürfen.',
      'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keinen Newsletter.',
    ],
    { label: 'Anmeldung bestätigen', url },
    singleUseLinkValidity(CONFIRMATION_TTL_SECONDS),
    signature,
  );
}
