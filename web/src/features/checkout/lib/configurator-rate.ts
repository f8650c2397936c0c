import { downpaymentRangeMessage, euroTextToCents, GERMAN_MESSAGES, maxDownpaymentCents, parseGermanNumber } from '@autoleasing/contracts';
import { isApiError } from '../../../lib/api-error';

/**
 * The Anzahlung field's one check (issue 17): a euro amount from 0 to the banks' maximum, in whole
 * cents; the message names the maximum, as the server's 422 does. Empty means no Anzahlung (0 €).
 * The number is read by the one German number rule of contracts (parseGermanNumber), so the
 * field accepts what euroTextToCents then stores.
 */
export function downpaymentError(text: string, listPriceCents: number): string | true {
  const euros = text.replace(/[\s\u00a0\u202f€]/g, '') === '' ? 0 : parseGermanNumber(text);
  const inRange = euros !== null && isWholeCents(euros) && euros >= 0 && euroTextToCents(text) <= maxDownpaymentCents(listPriceCents);
  return inRange ? true : downpaymentRangeMessage(listPriceCents);
}

/** At most two decimals: 12,5 and 12,50 are amounts, 12,505 is not (it would be rounded unseen). */
function isWholeCents(euros: number): boolean {
  return Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;
}

export function rateErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'listprice_too_low') return GERMAN_MESSAGES.listPriceTooLow;
  // Spec 8: the rate calculation's failure message, in the server's words (contracts).
  return GERMAN_MESSAGES.rateCalculationFailed;
}

/** What the configurator confirms after storing a new list price and/or Anzahlung. */
export function rateSavedMessage(listPriceChanged: boolean, downpaymentChanged: boolean): string {
  if (listPriceChanged && downpaymentChanged) return 'Ihr Listenpreis und Ihre Anzahlung wurden übernommen und die Rate neu berechnet.';
  if (listPriceChanged) return 'Ihr Listenpreis wurde übernommen und die Rate neu berechnet.';
  return 'Ihre Anzahlung wurde übernommen und die Rate neu berechnet.';
}
