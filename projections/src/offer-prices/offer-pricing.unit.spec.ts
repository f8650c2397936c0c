import { calculateLease, grossRateFromNetCents } from '@autoleasing/domain';
import { offerDiscount, rowOffersCar } from './offer-discount';
import { repriceOffer, type PricedOffer, type TermBasis } from './offer-pricing';

const offer: PricedOffer = { id: 'o1', inventoryType: 'ordered', listPriceCents: 4_000_000, bafaBonusAvailable: false, bafaDownpaymentCents: 0 };
const term36: TermBasis = { months: 36, kmPerYear: 10000, residualValueCents: 2_200_000, sollzinsPercent: 4.99, downpaymentCents: 0 };
const term24: TermBasis = { months: 24, kmPerYear: 10000, residualValueCents: 2_560_000, sollzinsPercent: 4.99, downpaymentCents: 0 };

describe('repriceOffer (leasing-math.md)', () => {
  it('gives the worked example: 40,000 €, 15 %, RV 55 %, 36 months, 4.99 % → about 451 € a month', () => {
    const result = repriceOffer(offer, [term36], { discountPercent: 15, bonusCents: 0 });
    if (result.kind !== 'priced') throw new Error('expected a price');
    expect(result.terms[0].financeRateCents).toBeGreaterThan(45_000);
    expect(result.terms[0].financeRateCents).toBeLessThan(45_200);
    expect(result.leasingFactor).toBe(1.13);
  });

  it('matches the seed generator’s calculation for every term, gross = net × 1.19', () => {
    const result = repriceOffer(offer, [term24, term36], { discountPercent: 18.5, bonusCents: 100_000 });
    if (result.kind !== 'priced') throw new Error('expected a price');
    for (const [term, repriced] of [term24, term36].map((t, i) => [t, result.terms[i]] as const)) {
      const seed = calculateLease({
        listPriceCents: offer.listPriceCents,
        discountPercent: 18.5,
        bonusesCents: 100_000,
        residualValuePercent: (term.residualValueCents / offer.listPriceCents) * 100,
        months: term.months,
        sollzinsPercent: term.sollzinsPercent,
      });
      expect(repriced.financeRateCents).toBe(seed.monthlyRateCents);
      expect(repriced.financeRateCentsWithoutBafa).toBe(seed.monthlyRateCents);
      expect(repriced.grossFinanceRateCents).toBe(grossRateFromNetCents(seed.monthlyRateCents));
      expect(repriced.totalAmountCents).toBe(seed.totalAmountCents);
      expect(repriced.netLoanAmountCents).toBe(seed.netLoanAmountCents);
    }
    expect(result.cheapestFinanceRateCents).toBe(Math.min(...result.terms.map((t) => t.financeRateCents)));
  });

  it('a higher discount lowers every rate', () => {
    const low = repriceOffer(offer, [term24, term36], { discountPercent: 10, bonusCents: 0 });
    const high = repriceOffer(offer, [term24, term36], { discountPercent: 20, bonusCents: 0 });
    if (low.kind !== 'priced' || high.kind !== 'priced') throw new Error('expected prices');
    high.terms.forEach((t, i) => expect(t.financeRateCents).toBeLessThan(low.terms[i].financeRateCents));
  });

  it('finances a BAFA manufacturer share like a downpayment and keeps the rate without it', () => {
    const bafa = { ...offer, bafaBonusAvailable: true, bafaDownpaymentCents: 300_000 };
    const result = repriceOffer(bafa, [term36], { discountPercent: 15, bonusCents: 0 });
    if (result.kind !== 'priced') throw new Error('expected a price');
    expect(result.terms[0].financeRateCents).toBeLessThan(result.terms[0].financeRateCentsWithoutBafa);
  });

  it('refuses a discount that leaves less to finance than the residual value', () => {
    expect(repriceOffer(offer, [term36], { discountPercent: 60, bonusCents: 0 })).toEqual({ kind: 'unpriceable' });
    expect(repriceOffer(offer, [], { discountPercent: 10, bonusCents: 0 })).toEqual({ kind: 'unpriceable' });
  });
});

describe('offerDiscount and rowOffersCar', () => {
  const complete = {
    base_discount: 1250,
    additional_discounts_0: 100,
    additional_discounts_1: null,
    collected_discounts_0: 50,
    stock_discount_offset: -200,
    order_absolute_bonus_cents: 50_000,
    stock_absolute_bonus_cents: 80_000,
    delivery_time: '3_to_5_months' as const,
    dealer_delivery_cents: 79_000,
    factory_delivery_cents: null,
    available: true,
  };

  it('sums base, additional and collected discounts (hundredths) with the order bonus for ordered cars', () => {
    expect(offerDiscount(complete, 'ordered')).toEqual({ discountPercent: 14, bonusCents: 50_000 });
    expect(offerDiscount(complete, 'pre_ordered')).toEqual({ discountPercent: 14, bonusCents: 50_000 });
  });

  it('adds the stock offset and takes the stock bonus for stock cars', () => {
    expect(offerDiscount(complete, 'stock')).toEqual({ discountPercent: 12, bonusCents: 80_000 });
  });

  it('keeps d within 0–99.99 %', () => {
    expect(offerDiscount({ base_discount: 0, stock_discount_offset: -500 }, 'stock').discountPercent).toBe(0);
    expect(offerDiscount({ base_discount: 9999, additional_discounts_0: 9999 }, 'ordered').discountPercent).toBe(99.99);
  });

  it('offers a car only when its row is available and complete', () => {
    expect(rowOffersCar(complete)).toBe(true);
    expect(rowOffersCar({ ...complete, available: false })).toBe(false);
    expect(rowOffersCar({ ...complete, base_discount: null })).toBe(false);
    expect(rowOffersCar({ ...complete, dealer_delivery_cents: null })).toBe(false);
    expect(rowOffersCar({ base_discount: 1000 })).toBe(false);
  });
});
