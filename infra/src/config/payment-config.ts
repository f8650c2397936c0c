/** PAYMENT_PROVIDER: only 'sandbox' exists (the default); a live provider is deliberately not wired. */
export type PaymentProviderChoice = 'sandbox';

export function loadPaymentProviderChoice(env: NodeJS.ProcessEnv): PaymentProviderChoice {
  const choice = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (choice === 'sandbox') return choice;
  throw new Error(`Unknown PAYMENT_PROVIDER "${choice}": only "sandbox" is available`);
}
