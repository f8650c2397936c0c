import { isValidCardNumber } from '@autoleasing/contracts';
import { ProviderPaymentStateError } from './payment-provider';
import { loadPaymentProviderChoice } from '../config/payment-config';
import { createPaymentProvider, SANDBOX_TEST_CARDS, SandboxPaymentProvider } from './sandbox-payment-provider';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear, cvc: '123', holder: 'Petra Privat' });
const charge = (provider: SandboxPaymentProvider, number: string, key = number, expiry?: [number, number]) =>
  provider.charge({ amountCents: 150000, currency: 'EUR', card: card(number, ...(expiry ?? [12, 2030])), idempotencyKey: key, description: 'test', now });

describe('card numbers', () => {
  it('every sandbox test card passes the checkout\'s card rule (contracts), so each reaches the provider', () => {
    expect(Object.keys(SANDBOX_TEST_CARDS).every(isValidCardNumber)).toBe(true);
  });
});

describe('sandbox payment provider', () => {
  it('charges the success cards and declines the decline cards with their code', async () => {
    const provider = new SandboxPaymentProvider();
    expect(await charge(provider, '4242424242424242')).toEqual({ status: 'succeeded', providerChargeId: expect.stringMatching(/^sandbox_ch_[0-9a-f]{32}$/) });
    expect(await charge(provider, '5555555555554444')).toMatchObject({ status: 'succeeded' });
    expect(await charge(provider, '4000000000000002')).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
    expect(await charge(provider, '4000000000009995')).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds' });
    expect(await charge(provider, '4000000000000127')).toMatchObject({ status: 'declined', declineCode: 'incorrect_cvc' });
    expect(await charge(provider, '4111111111111111')).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
  });

  it('declines a card past its expiry month, and accepts it within', async () => {
    const provider = new SandboxPaymentProvider();
    expect(await charge(provider, '4242424242424242', 'a', [10, 2026])).toMatchObject({ status: 'declined', declineCode: 'expired_card' });
    expect(await charge(provider, '4242424242424242', 'b', [11, 2026])).toMatchObject({ status: 'succeeded' });
  });

  it('answers a repeated idempotency key with the first answer', async () => {
    const provider = new SandboxPaymentProvider();
    const first = await charge(provider, '4242424242424242', 'same');
    expect(await charge(provider, '4000000000000002', 'same')).toEqual(first);
  });

  it('is the only provider there is', () => {
    expect(createPaymentProvider(loadPaymentProviderChoice({})).name).toBe('sandbox');
    expect(() => loadPaymentProviderChoice({ PAYMENT_PROVIDER: 'stripe' })).toThrow('only "sandbox"');
  });
});

describe('sandbox reservations: authorise, capture, void, refund', () => {
  const authorise = (provider: SandboxPaymentProvider, number: string, key = number) =>
    provider.authorise({ amountCents: 297500, currency: 'EUR', card: card(number), idempotencyKey: key, description: 'test', now });
  const followUp = (amountCents = 297500, key = 'k') => (providerPaymentId: string) => ({ providerPaymentId, amountCents, idempotencyKey: key, now });

  it('reserves with the success cards and declines the decline cards, as charge does', async () => {
    const provider = new SandboxPaymentProvider();
    expect(await authorise(provider, '4242424242424242')).toEqual({ status: 'authorised', providerPaymentId: expect.stringMatching(/^sandbox_pa_[0-9a-f]{32}$/) });
    expect(await authorise(provider, '4000000000000002')).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
    expect(await authorise(provider, '4000000000009995')).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds' });
  });

  it('captures then refunds a reservation; a voided one can be neither captured nor voided again', async () => {
    const provider = new SandboxPaymentProvider();
    const first = await authorise(provider, '4242424242424242', 'a');
    expect(await provider.capture(followUp(297500, 'c1')(first.providerPaymentId))).toEqual({ status: 'captured', providerPaymentId: first.providerPaymentId });
    await expect(provider.void(followUp(297500, 'v1')(first.providerPaymentId))).rejects.toBeInstanceOf(ProviderPaymentStateError);
    expect(await provider.refund(followUp(297500, 'r1')(first.providerPaymentId))).toMatchObject({ status: 'refunded' });

    const second = await authorise(provider, '5555555555554444', 'b');
    expect(await provider.void(followUp(297500, 'v2')(second.providerPaymentId))).toMatchObject({ status: 'voided' });
    await expect(provider.capture(followUp(297500, 'c2')(second.providerPaymentId))).rejects.toThrow('Cannot capture');
    await expect(provider.capture(followUp(297500, 'c3')('not-ours'))).rejects.toThrow('unknown');
  });

  it('answers a repeated idempotency key with the first answer', async () => {
    const provider = new SandboxPaymentProvider();
    const first = await authorise(provider, '4242424242424242', 'same');
    expect(await authorise(provider, '4000000000000002', 'same')).toEqual(first);
    const voided = await provider.void(followUp(297500, 'v')(first.providerPaymentId));
    expect(await provider.void(followUp(297500, 'v')(first.providerPaymentId))).toEqual(voided);
  });
});
