import { downpaymentRangeMessage, GERMAN_MESSAGES, isDownpaymentInRange, parseGermanNumber, scaledInteger } from '@autoleasing/contracts';
import { isApiError } from '../../../lib/api-error';

/**
 * The Anzahlung field's one check (issue 17): a euro amount from 0 to the banks' maximum, in whole
 * cents; the message names the maximum, as the server's 422 does. Empty means no Anzahlung (0 €).
 * The number is read by the one German number rule of contracts (parseGermanNumber); more than
 * two decimals (12,505) is no amount, as it would be rounded unseen.
 */
export function downpaymentError(text: string, listPriceCents: number): string | true {
  const euros = text.replace(/[\s\u00a0\u202f€]/g, '') === '' ? 0 : parseGermanNumber(text);
  const cents = euros === null ? null : scaledInteger(euros, 100);
  return isDownpaymentInRange(cents, listPriceCents) ? true : downpaymentRangeMessage(listPriceCents);
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
