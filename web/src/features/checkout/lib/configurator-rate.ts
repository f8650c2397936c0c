import { downpaymentRangeMessage, euroTextToCents, maxDownpaymentCents } from '@autoleasing/contracts';
import { isApiError } from '../../../lib/api-error';

/** Spec 8: the rate calculation's failure messages. */
export const LISTPRICE_TOO_LOW_MESSAGE = 'Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.';
export const RATE_FAILED_MESSAGE = 'Wir können die Rate nicht berechnen. Bitte kontaktieren Sie das Sales-Team. Rückruf anfordern';
export const RATE_NOT_POSITIVE_MESSAGE = 'Mit dieser Anzahlung wäre die Monatsrate 0 € oder kleiner. Bitte wählen Sie eine kleinere Anzahlung.';

/**
 * The Anzahlung field's one check (issue 17): a euro amount from 0 to the banks' maximum; the
 * message names the maximum, as the server's 422 does.
 */
export function downpaymentError(text: string, listPriceCents: number): string | true {
  const cleaned = text.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '');
  const isNumber = cleaned === '' || /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned);
  const cents = euroTextToCents(text);
  return isNumber && cents >= 0 && cents <= maxDownpaymentCents(listPriceCents) ? true : downpaymentRangeMessage(listPriceCents);
}

export function rateErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'listprice_too_low') return LISTPRICE_TOO_LOW_MESSAGE;
  return RATE_FAILED_MESSAGE;
}

/** What the configurator confirms after storing a new list price and/or Anzahlung. */
export function rateSavedMessage(listPriceChanged: boolean, downpaymentChanged: boolean): string {
  if (listPriceChanged && downpaymentChanged) return 'Ihr Listenpreis und Ihre Anzahlung wurden übernommen und die Rate neu berechnet.';
  if (listPriceChanged) return 'Ihr Listenpreis wurde übernommen und die Rate neu berechnet.';
  return 'Ihre Anzahlung wurde übernommen und die Rate neu berechnet.';
}
