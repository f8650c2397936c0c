import { DISCOUNT_CELL_FIELDS } from './fields';
import { affectsOfferPrice } from './price-preview';

describe('affectsOfferPrice', () => {
  it('is false only for the confirmation and the BAFA flag, which change neither a price nor the status dot', () => {
    expect(DISCOUNT_CELL_FIELDS.filter((field) => !affectsOfferPrice(field))).toEqual(['bafa_manufacturer_included', 'confirmed']);
  });

});
