import { DEAL_MAIL_KINDS, mailGreeting, REQUIRED_DEAL_MAIL_KINDS } from '@autoleasing/contracts';
import { loadOperatorConfig, loadRuntimeConfig, mailSignature } from '@autoleasing/infra';
import { runCli } from '../cli/run-cli';
import { dealUrl, renderDealMail, type MailFacts } from './deal-mail-content';
import { mailKindFor, type DealMailSourceEvent } from './deal-mail-plan';
import { createDealMailsReaction } from './deal-mails.reaction';

/** The fictional development operator (OPERATOR_* unset outside production). */
const EXAMPLE_OPERATOR = loadOperatorConfig({}, false);
const frame = (publicOrigin: string) => ({ publicOrigin, signature: mailSignature(EXAMPLE_OPERATOR, publicOrigin) });

const dealId = 'd0000000-0000-4000-8000-000000000001';
const admin = { userId: 'a1', role: 'Admin' as const };
const customer = { userId: 'c1', role: 'Customer' as const };
const at = '2026-11-20T10:00:00.000Z';
const state = (to: string): DealMailSourceEvent => ({ type: 'DealCustomerStateChanged', data: { dealId, from: 'checkout_completed', to: to as never, trigger: 'x', actor: admin, changedAt: at } });

describe('which mail an event means', () => {
  it.each([
    ['contract_prepared', 'contract_ready'],
    ['contract_signed_uploaded', 'contract_signed_received'],
    ['contract_sent_by_post', null],
    ['customer_confirmed', null],
    ['car_picked_up', null],
  ])('state %s → %s', (to, kind) => {
    expect(mailKindFor(state(to), 'by_home')).toBe(kind);
  });

  it('registration: "ready for pick-up" when the customer collects the car, "registered" with home delivery', () => {
    expect(mailKindFor(state('car_registered'), 'by_dealer')).toBe('ready_for_pickup');
    expect(mailKindFor(state('car_registered'), 'by_factory')).toBe('ready_for_pickup');
    expect(mailKindFor(state('car_registered'), 'by_home')).toBe('car_registered');
  });

  it('staff messages are mailed, the customer\'s own are not', () => {
    const message = (actor: typeof admin | typeof customer): DealMailSourceEvent => ({ type: 'DealMessagePosted', data: { dealId, messageId: 'm1', category: 'question', source: 'customer_area', actor, postedAt: at } });
    expect(mailKindFor(message(admin), null)).toBe('staff_reply');
    expect(mailKindFor(message(customer), null)).toBeNull();
  });

  it('configurator changes are facts for the summary, not mails', () => {
    expect(mailKindFor({ type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 0, downpaymentCents: 100, changedAt: at } }, 'by_home')).toBeNull();
  });
});

describe('the German mail', () => {
  const facts: MailFacts = { dealId, orderNumber: 'AL-2026-000001', customerGroup: 'b2b', car: 'VW Golf', amountCents: 123456, occurredAt: at };

  it.each(DEAL_MAIL_KINDS.map((kind) => [kind]))('%s: names the order number, links to the deal, text and HTML alike', (kind) => {
    const mail = renderDealMail(kind, facts, { email: 'a@example.com', greeting: mailGreeting({ salutation: 'mr', firstName: 'Max', lastName: 'Muster' }) }, frame('https://example.com/'));
    expect(`${mail.subject}\n${mail.text}`).toContain('AL-2026-000001');
    expect(mail.text).toContain(`: ${dealUrl('https://example.com', dealId, 'contracts')}`);
    expect(mail.html).toContain(`href="https://example.com/customer/deals/${dealId}/contracts"`);
    expect(mail.text.startsWith('Guten Tag Herr Max Muster,')).toBe(true);
    // Every deal mail closes with the operator's details (infra mailSignature).
    expect(mail.text.endsWith('Impressum: https://example.com/impressum')).toBe(true);
    expect(mail.html).toContain('Geschäftsführung: Erika Mustermann');
  });

  it('escapes what comes from tables in the HTML', () => {
    const mail = renderDealMail('staff_reply', { ...facts, replyText: '<b>Hallo</b>' }, { email: 'a@example.com', greeting: mailGreeting({}) }, frame('https://example.com'));
    expect(mail.html).toContain('&lt;b&gt;Hallo&lt;/b&gt;');
    expect(mail.text).toContain('Guten Tag,');
  });

  it('payment amounts in the group terms (netto for business customers)', () => {
    expect(renderDealMail('payment_captured', facts, { email: 'a@example.com', greeting: mailGreeting({}) }, frame('https://example.com')).text).toContain('€ 1.234,56 (netto)');
  });

  it('order and payment mails are the required ones', () => {
    expect([...REQUIRED_DEAL_MAIL_KINDS].sort()).toEqual(['order_received', 'payment_authorised', 'payment_captured', 'payment_refunded', 'payment_voided']);
  });
});

describe('the reaction and rebuilds', () => {
  it('refuses `projections rebuild deal-mails` (replaying would send the mails again) before touching a database', async () => {
    const err: string[] = [];
    const code = await runCli(['rebuild', 'deal-mails'], { loadConfig: () => loadRuntimeConfig({}), out: () => undefined, err: (t) => err.push(t), stopSignal: new Promise(() => undefined), projections: [createDealMailsReaction({ publicOrigin: 'http://localhost:3000', operator: EXAMPLE_OPERATOR })] });
    expect(code).toBe(2);
    expect(err.join('')).toContain('cannot be rebuilt');
  });
});
