import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, BRANDS, CAR_SPEC_COLOURS, isEquipmentKey } from '@autoleasing/contracts';
import { co2ClassFor, grossRateFromNetCents } from '@autoleasing/domain';
import { buildCatalogue } from './build-catalogue';
import { buildOffer, createOfferContext, TERM_KM_PER_YEAR, TERM_MONTHS, type OfferRow, type TermRow } from './build-offers';
import { buildBanks, buildDealers } from './build-parties';
import { createPrng } from './prng';
import { stableUuid } from './stable-id';

const catalogue = buildCatalogue();
const banks = buildBanks();
const dealers = buildDealers(catalogue.brandWeights);
const context = createOfferContext(catalogue, banks, dealers);
// 1,000 offers cover every rule below; checks collect violations and assert once, because
// hundreds of thousands of expect() calls would make this unit test slow.
const built = Array.from({ length: 1000 }, (_, k) => buildOffer(k, context));
const offers: OfferRow[] = built.map((b) => b.offer);
const terms: TermRow[] = built.flatMap((b) => b.terms);

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const rng = createPrng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    expect(draw('a').every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps ints in bounds and samples distinct items', () => {
    const rng = createPrng(42);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    const sample = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });

  it('builds identical offers on every run, with stable ids', () => {
    expect(buildOffer(7, context)).toEqual(buildOffer(7, context));
    expect(offers[7].id).toBe(stableUuid('offer', 7));
    expect(stableUuid('offer', 7)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('demo catalogue realism', () => {
  it('has every brand of the contracts with at least one series and model', () => {
    expect(catalogue.manufacturers.map((m) => m.slug)).toEqual(BRANDS.map((b) => b.slug));
    for (const brand of BRANDS) {
      const perSeries = catalogue.modelsByBrand.get(brand.slug) ?? [];
      expect(perSeries.length).toBeGreaterThan(0);
      expect(perSeries.every((models) => models.length > 0)).toBe(true);
    }
    expect(new Set(catalogue.models.map((m) => m.id)).size).toBe(catalogue.models.length);
  });

  it('keeps list prices, power and equipment realistic', () => {
    for (const model of catalogue.models) {
      expect(model.listPriceCents).toBeGreaterThanOrEqual(1_000_000); // ≥ 10,000 € net
      expect(model.listPriceCents).toBeLessThanOrEqual(25_000_000); // spec's list price filter maximum
      expect(model.horsepower).toBeGreaterThanOrEqual(60);
      expect(model.horsepower).toBeLessThanOrEqual(800);
      expect(model.standardEquipment.every(isEquipmentKey)).toBe(true);
    }
  });

  it('derives the CO₂ class from WLTP g/km, and EV data where it belongs', () => {
    for (const model of catalogue.models) {
      expect(model.co2Class).toBe(co2ClassFor(model.co2));
      if (model.fuelType === 'electric') {
        expect(model.co2).toBe(0);
        expect(model.batteryCapacityKwh).toBeGreaterThan(20);
        expect(model.electricRangeKm).toBeGreaterThan(200);
        expect(model.electricConsumption).toBeGreaterThanOrEqual(12);
        expect(model.electricConsumption).toBeLessThanOrEqual(25);
        expect(model.fuelConsumption).toBeNull();
      } else {
        expect(model.co2).toBeGreaterThan(0);
        expect(model.fuelConsumption).toBeGreaterThan(0);
      }
      if (model.plugInHybrid) {
        expect(model.co2ClassDischarged).toBe(co2ClassFor(model.co2Discharged as number));
        expect(model.co2Discharged as number).toBeGreaterThan(model.co2);
      }
    }
  });
});

describe('demo offers realism', () => {
  it('gives every offer the full term grid with allowed months and mileages', () => {
    const months = new Set<number>(ALLOWED_MONTHS);
    const km = new Set<number>(ALLOWED_KM_PER_YEAR);
    const bad = built.filter(
      ({ offer, terms: grid }) =>
        grid.length !== TERM_MONTHS.length * TERM_KM_PER_YEAR.length ||
        new Set(grid.map((t) => `${t.months}/${t.kmPerYear}`)).size !== grid.length ||
        grid.some((t) => t.carSpecId !== offer.id || !months.has(t.months) || !km.has(t.kmPerYear)),
    );
    expect(bad).toEqual([]);
  });

  it('prices gross rates as round(net × 1.19) and keeps all money in positive whole cents', () => {
    const bad = terms.filter(
      (t) =>
        t.grossFinanceRateCents !== Math.round((t.financeRateCents * 119) / 100) ||
        t.grossFinanceRateCents !== grossRateFromNetCents(t.financeRateCents) ||
        [t.financeRateCents, t.residualValueCents, t.netLoanAmountCents, t.totalAmountCents].some((c) => !Number.isSafeInteger(c) || c <= 0) ||
        t.sollzinsPercent < 0 || t.sollzinsPercent > 6.99 ||
        t.pricePerExtraKmCents < 5 || t.pricePerExtraKmCents > 15 ||
        t.discountPerUntappedKmCents < 2 || t.discountPerUntappedKmCents > 5,
    );
    expect(bad).toEqual([]);
  });

  it('has a Leasingfaktor of 0.4–1.2 for most offers and nothing absurd', () => {
    const factors = offers.map((o) => o.leasingFactor);
    const inBand = factors.filter((lf) => lf >= 0.4 && lf <= 1.2).length / factors.length;
    expect(inBand).toBeGreaterThanOrEqual(0.8);
    expect(Math.min(...factors)).toBeGreaterThan(0.15);
    expect(Math.max(...factors)).toBeLessThan(2);
  });

  it('mixes groups, hot offers, stock and special offers in realistic shares', () => {
    const share = (pred: (o: OfferRow) => boolean) => offers.filter(pred).length / offers.length;
    expect(share((o) => o.hotOffer)).toBeGreaterThan(0.06);
    expect(share((o) => o.hotOffer)).toBeLessThan(0.14);
    expect(share((o) => o.inventoryType === 'stock')).toBeGreaterThan(0.1);
    expect(share((o) => o.inventoryType === 'stock')).toBeLessThan(0.2);
    expect(share((o) => o.sonderangebote)).toBeGreaterThan(0.03);
    expect(share((o) => o.customerGroups === 'b2b')).toBeGreaterThan(0.05);
    expect(share((o) => o.customerGroups === 'b2c')).toBeGreaterThan(0.05);
    expect(share((o) => o.bafaBonusAvailable)).toBeLessThan(0.02);
    expect(offers.every((o) => (CAR_SPEC_COLOURS as readonly string[]).includes(o.color))).toBe(true);
    expect(offers.every((o) => o.grossListPriceCents > o.listPriceCents)).toBe(true);
  });

  it('offers every car through a dealer of its brand and names a real lender', () => {
    const dealerById = new Map(dealers.map((d) => [d.id, d]));
    const brandById = new Map(catalogue.manufacturers.map((m) => [m.id, m.slug]));
    const bankIds = new Set(banks.map((b) => b.id));
    const bad = offers.filter(
      (o) =>
        !dealerById.get(o.dealerId)?.brandSlugs.includes(brandById.get(o.manufacturerId) as string) ||
        !bankIds.has(o.bankId) ||
        (o.deliveryByDealerCents ?? 0) < 39_000,
    );
    expect(bad).toEqual([]);
  });
});
