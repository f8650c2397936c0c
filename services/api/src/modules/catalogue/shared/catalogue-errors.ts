import { CUSTOMER_GROUP_LABELS, type CustomerGroup } from '@autoleasing/contracts';
import { badRequest, notFound, type DomainError } from '@autoleasing/domain';

/**
 * Errors of the catalogue API: stable codes for programs, German texts for people (spec 8). The
 * one exception filter turns them into 400/404 answers.
 */
export const invalidCustomerGroup = (): DomainError =>
  badRequest('invalid_customer_group', 'Die Kundengruppe ist ungültig. Erlaubt sind b2b, b2c, B und P.');

/** Spec 8 / 2.7: an offer exists for the other group only; the web shows the 400 page with a switch. */
export const offerOnlyForOtherGroup = (offerGroup: CustomerGroup): DomainError =>
  badRequest(`offer_only_for_${offerGroup}`, `Leider ist dieses Angebot nur für ${CUSTOMER_GROUP_LABELS[offerGroup]} verfügbar.`);

export const packagesOnlyForOtherGroup = (offerGroup: CustomerGroup): DomainError =>
  badRequest(`packages_only_for_${offerGroup}`, `Leider sind diese Pakete nur für ${CUSTOMER_GROUP_LABELS[offerGroup]} verfügbar.`);

export const offerNotFound = (): DomainError => notFound('offer_not_found', 'Dieses Angebot wurde nicht gefunden.');
export const manufacturerNotFound = (): DomainError => notFound('manufacturer_not_found', 'Diese Marke wurde nicht gefunden.');
export const carSeriesNotFound = (): DomainError => notFound('car_series_not_found', 'Diese Baureihe wurde nicht gefunden.');
export const carModelNotFound = (): DomainError => notFound('car_model_not_found', 'Dieses Modell wurde nicht gefunden.');
export const quoteNotFound = (): DomainError => notFound('quote_not_found', 'Dieses Angebot wurde nicht gefunden.');
