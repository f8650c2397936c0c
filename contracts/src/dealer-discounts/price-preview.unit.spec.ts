import { DISCOUNT_CELL_FIELDS } from './fields';
import { affectsOfferPrice } from './price-preview';

describe('affectsOfferPrice', () => {
  it('is false only for the confirmation and the BAFA flag, which change neither a price nor the status dot', () => {
    expect(DISCOUNT_CELL_FIELDS.filter((field) => !affectsOfferPrice(field))).toEqual(['bafa_manufacturer_included', 'confirmed']);
  });

  it('is true for every discount, bonus, delivery and availability cell', () => {
    expect(DISCOUNT_CELL_FIELDS.filter((field) => affectsOfferPrice(field))).toEqual([
      'base_discount',
      'order_absolute_bonus_cents',
      'factory_delivery_cents',
      'dealer_delivery_cents',
      'delivery_time',
      'stock_discount_offset',
      'stock_absolute_bonus_cents',
      'available',
      'additional_discounts_0',
      'additional_discounts_1',
      'additional_discounts_2',
      'additional_discounts_3',
      'additional_discounts_4',
      'collected_discounts_0',
      'collected_discounts_1',
    ]);
  });
});
