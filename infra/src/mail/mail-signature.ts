import { escapeHtml } from '@autoleasing/contracts';
import type { OperatorConfig } from '../config/operator-config';

/** The close of every mail to a customer, as text and as HTML, to put after the mail's body. */
export interface MailSignature {
  text: string;
  html: string;
}

const CLOSING = ['Viele Grüße', 'Ihr autoleasing-Team'];

/**
 * The operator's details under every mail: business mails of a GmbH name the company, its seat,
 * register entry and managing directors (§ 35a GmbHG, § 37a HGB), as the imprint does for the site.
 * Only what is configured (OPERATOR_*) is named; the imprint link is always there.
 */
export function operatorMailLines(operator: OperatorConfig, publicOrigin: string): string[] {
  const town = [operator.postalCode, operator.city].filter(Boolean).join(' ');
  const company = [operator.name, operator.street, town].filter(Boolean).join(' · ');
  const directors = operator.managingDirectors.length > 0 ? `Geschäftsführung: ${operator.managingDirectors.join(', ')}` : '';
  const register = [operator.register, operator.vatId ? `USt-IdNr.: ${operator.vatId}` : ''].filter(Boolean).join(' · ');
  return [company, directors, register, `Impressum: ${publicOrigin.replace(/\/+$/, '')}/impressum`].filter(Boolean);
}

export function mailSignature(operator: OperatorConfig, publicOrigin: string): MailSignature {
  const legal = operatorMailLines(operator, publicOrigin);
  return {
    text: [...CLOSING, '', '--', ...legal].join('\n'),
    html: `<p>${CLOSING.map(escapeHtml).join('<br>')}</p>\n<p style="margin-top:24px;border-top:1px solid #ccc;padding-top:8px;font-size:12px;color:#555">${legal.map(escapeHtml).join('<br>')}</p>`,
  };
}
