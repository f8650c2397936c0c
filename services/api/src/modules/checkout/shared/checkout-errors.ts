import { badRequest, invalid } from '@autoleasing/domain';

/** 400: a change request that names nothing to change (configuration, final offer). */
export const nothingToChange = () => badRequest('nothing_to_change', 'Die Anfrage enthält keine Änderung.');

const DELIVERY_OPTION_NOT_AVAILABLE = 'Diese Lieferoption ist für dieses Angebot nicht verfügbar.';

/** 422: a delivery option the offer has no price for (pricing a final offer, changing the option). */
export const deliveryOptionNotAvailable = () =>
  invalid('delivery_option_not_available', DELIVERY_OPTION_NOT_AVAILABLE, [{ field: 'delivery_option', code: 'not_available', message: DELIVERY_OPTION_NOT_AVAILABLE }]);
