import {
  CAR_SPEC_COLOURS,
  EQUIPMENT_CATEGORY_OF,
  EQUIPMENT_KEYS,
  type CarSpecColour,
  type DeliveryTimeBand,
  type EquipmentKey,
  type InventoryType,
  type OfferCustomerGroups,
  type ServiceType,
} from '@autoleasing/contracts';
import { calculateLease, grossFromNetCents, grossRateFromNetCents, netFromGrossCents, purchasePriceCents } from '@autoleasing/domain';
import type { Catalogue, ModelRow } from './build-catalogue';
import type { BankRow, DealerRow } from './build-parties';
import { EXTRA_PRICE_EUR, PREMIUM_BRANDS } from './equipment-sets';
import { createPrng, type Prng } from './prng';
import { stableUuid } from './stable-id';

/** Every offer carries this full grid: the usual terms and mileages of German Kilometerleasing. */
export const TERM_MONTHS = [24, 36, 48] as const;
export const TERM_KM_PER_YEAR = [10000, 15000, 20000, 25000] as const;

export interface OfferRow {
  id: string;
  seedOrdinal: number;
  carModelId: string;
  manufacturerId: string;
  carSeriesId: string;
  dealerId: string;
  bankId: string;
  bodyType: string;
  fuelType: string;
  gearType: string;
  horsepower: number;
  color: CarSpecColour;
  showColorAs: string;
  interiorColor: string;
  interiorType: string;
  extraEquipment: EquipmentKey[];
  equipmentCategories: string[];
  additionalEquipmentCostCents: number;
  listPriceCents: number;
  grossListPriceCents: number;
  discountPercent: number;
  absoluteBonusCents: number;
  inventoryType: InventoryType;
  deliveryTime: DeliveryTimeBand;
  deliveryByHomeCents: number | null;
  deliveryByDealerCents: number | null;
  deliveryByFactoryCents: number | null;
  hotOffer: boolean;
  sonderangebote: boolean;
  customerGroups: OfferCustomerGroups;
  active: boolean;
  insuranceAvailable: boolean;
  bafaBonusAvailable: boolean;
  bafaDownpaymentCents: number;
  cheapestFinanceRateCents: number;
  cheapestGrossFinanceRateCents: number;
  leasingFactor: number;
}

/**
 * The discount row an offer belongs to (spec 3.11 scope + car model) with the cells the data
 * import writes as events: the offer's discount, bonus and listing come from this row (issue 16),
 * through the offer-prices projection, exactly as for a dealer's own edit.
 */
export interface SeedDiscountRow {
  scope: { dealerId: string; customerGroup: 'b2b' | 'b2c'; bankId: string; manufacturerId: string };
  brandSlug: string;
  carModelId: string;
  cells: {
    base_discount: number;
    stock_discount_offset: number;
    order_absolute_bonus_cents: number;
    stock_absolute_bonus_cents: number;
    available: boolean;
    delivery_time: DeliveryTimeBand;
    factory_delivery_cents?: number;
    dealer_delivery_cents?: number;
    bafa_manufacturer_included: boolean;
  };
}

/**
 * The row's cells, drawn from the row's own PRNG stream: every offer of the same dealer, group,
 * bank and car model gets the same row, whatever the offer count. Bonuses stay below 5 % of the
 * model's list price (an offer's extras only raise its price), as in real ads.
 */
export function seedDiscountRow(brand: string, model: ModelRow, scope: SeedDiscountRow['scope']): SeedDiscountRow {
  const rng = createPrng(`discount-row:${scope.dealerId}:${scope.customerGroup}:${scope.bankId}:${model.id}`);
  const [minDiscount, maxDiscount] = discountWindow(brand);
  const bonusCap = Math.floor(model.listPriceCents * 0.05);
  const cap = (cents: number) => Math.min(bonusCap - (bonusCap % 25000), cents);
  const cells: SeedDiscountRow['cells'] = {
    base_discount: Math.round(rng.range(minDiscount, maxDiscount) * 4) / 4,
    stock_discount_offset: Math.round(rng.range(1, 4) * 4) / 4,
    order_absolute_bonus_cents: rng.chance(0.15) ? cap(euros(rng, 500, 3000, 250)) : 0,
    stock_absolute_bonus_cents: rng.chance(0.4) ? cap(euros(rng, 500, 2000, 250)) : 0,
    // About one row in thirty is switched off: its offers are not listed.
    available: rng.chance(0.97),
    delivery_time: rng.weighted(ORDER_BANDS, ORDER_BAND_WEIGHTS),
    bafa_manufacturer_included: false,
  };
  if (rng.chance(0.7)) cells.factory_delivery_cents = 69000 + rng.int(0, 3) * 10000;
  else cells.dealer_delivery_cents = 49000 + rng.int(0, 2) * 10000;
  return { scope, brandSlug: brand, carModelId: model.id, cells };
}

export interface TermRow {
  carSpecId: string;
  months: number;
  kmPerYear: number;
  financeRateCents: number;
  grossFinanceRateCents: number;
  financeRateCentsWithoutBafa: number;
  insuranceRateCents: number;
  serviceRateCents: number;
  serviceType: ServiceType;
  residualValueCents: number;
  sollzinsPercent: number;
  effectiveRatePercent: number;
  downpaymentCents: number;
  netLoanAmountCents: number;
  totalAmountCents: number;
  pricePerExtraKmCents: number;
  discountPerUntappedKmCents: number;
}

export interface OfferContext {
  catalogue: Catalogue;
  banks: BankRow[];
  dealers: DealerRow[];
  brandSlugs: string[];
  brandWeightList: number[];
  dealersByBrand: Map<string, DealerRow[]>;
  captiveBankByBrand: Map<string, BankRow>;
  multiBrandBanks: BankRow[];
}

export function createOfferContext(catalogue: Catalogue, banks: BankRow[], dealers: DealerRow[]): OfferContext {
  const brandSlugs = [...catalogue.modelsByBrand.keys()];
  const dealersByBrand = new Map<string, DealerRow[]>();
  for (const dealer of dealers) {
    for (const slug of dealer.brandSlugs) dealersByBrand.set(slug, [...(dealersByBrand.get(slug) ?? []), dealer]);
  }
  const captiveBankByBrand = new Map<string, BankRow>();
  for (const bank of banks) for (const slug of bank.captiveFor) captiveBankByBrand.set(slug, bank);
  return {
    catalogue,
    banks,
    dealers,
    brandSlugs,
    brandWeightList: brandSlugs.map((s) => catalogue.brandWeights.get(s) ?? 1),
    dealersByBrand,
    captiveBankByBrand,
    multiBrandBanks: banks.filter((b) => b.captiveFor.length === 0),
  };
}

/** Paint names as configurators show them, per colour family. */
const PAINT_NAMES: Readonly<Record<CarSpecColour, readonly string[]>> = {
  black: ['Schwarz Uni', 'Tiefschwarz Perleffekt', 'Saphirschwarz Metallic'],
  brown: ['Kastanienbraun Metallic', 'Bronze Metallic'],
  red: ['Tornadorot', 'Rubinrot Metallic', 'Soul Red Crystal Metallic'],
  orange: ['Orange Metallic', 'Sunset Orange'],
  yellow: ['Gelb Uni', 'Sonnengelb'],
  green: ['Kings Red Green Metallic', 'Olivgrün Metallic', 'British Racing Green'],
  blue: ['Atlantikblau Metallic', 'Race Blue Metallic', 'Portimaoblau Metallic'],
  purple: ['Lila Metallic'],
  gray: ['Mondsteingrau', 'Graphitgrau Metallic', 'Nardograu'],
  white: ['Reinweiß', 'Gletscherweiß Metallic', 'Perlmuttweiß'],
  other: ['Sonderlackierung'],
};
/** German registrations are mostly grey, black and white. */
const COLOUR_WEIGHTS: Readonly<Record<CarSpecColour, number>> = {
  black: 24, brown: 2, red: 5, orange: 1, yellow: 1, green: 3, blue: 9, purple: 0.3, gray: 30, white: 22, other: 1,
};
const COLOUR_WEIGHT_LIST = CAR_SPEC_COLOURS.map((c) => COLOUR_WEIGHTS[c]);

const ORDER_BANDS: readonly DeliveryTimeBand[] = ['2_to_3_months', '3_to_5_months', '5_to_7_months', '7_to_9_months', '9_to_11_months', '11_to_13_months', '13_to_15_months', '15_plus_months'];
const ORDER_BAND_WEIGHTS = [10, 35, 30, 14, 6, 2, 2, 1];

/** Brands with factory pickup (Autostadt Wolfsburg, BMW Welt, Mercedes-Benz Kundencenter…). */
const FACTORY_PICKUP = new Set(['vw', 'audi', 'bmw', 'mercedes-benz', 'porsche', 'skoda', 'mini', 'smart', 'opel']);

/** Typical dealer discount windows (percent off list) per brand: direct sellers give little. */
function discountWindow(brand: string): [number, number] {
  if (brand === 'tesla' || brand === 'polestar' || brand === 'xpeng') return [0, 5];
  if (brand === 'porsche' || brand === 'maserati') return [3, 10];
  if (PREMIUM_BRANDS.has(brand)) return [10, 22];
  return [12, 25];
}

const CAMPAIGN_SOLLZINS = [0, 0.99, 1.49, 1.99, 2.49, 2.99];
const STANDARD_SOLLZINS = [2.99, 3.49, 3.99, 4.29, 4.49, 4.79, 4.99, 5.29, 5.49, 5.99, 6.49, 6.99];
const STANDARD_SOLLZINS_WEIGHTS = [4, 8, 12, 10, 12, 10, 12, 8, 8, 6, 4, 2];

const round2 = (value: number) => Math.round(value * 100) / 100;
const euros = (rng: Prng, min: number, max: number, step: number) => (min + step * rng.int(0, Math.floor((max - min) / step))) * 100;

/**
 * Offer number `ordinal`, drawn from its own PRNG stream: offer k is the same whatever the size,
 * so a smaller run is a prefix of a larger one and re-runs converge on the same rows.
 */
export function buildOffer(ordinal: number, ctx: OfferContext): { offer: OfferRow; terms: TermRow[]; row: SeedDiscountRow } {
  const rng = createPrng(`offer:${ordinal}`);
  const brand = rng.weighted(ctx.brandSlugs, ctx.brandWeightList);
  const model: ModelRow = rng.pick(rng.pick(ctx.catalogue.modelsByBrand.get(brand) as ModelRow[][]));
  const dealer = rng.pick(ctx.dealersByBrand.get(brand) as DealerRow[]);
  const captive = ctx.captiveBankByBrand.get(brand);
  const bank = captive && rng.chance(0.8) ? captive : rng.pick(ctx.multiBrandBanks);
  const id = stableUuid('offer', ordinal);

  const color = rng.weighted(CAR_SPEC_COLOURS, COLOUR_WEIGHT_LIST);
  const extraEquipment = pickExtras(rng, model);
  const extrasGrossCents = extraEquipment.reduce(
    (sum, key) => sum + Math.round((EXTRA_PRICE_EUR[EQUIPMENT_CATEGORY_OF[key]] * rng.range(0.7, 1.3)) / 10) * 1000,
    0,
  );
  const additionalEquipmentCostCents = netFromGrossCents(extrasGrossCents);
  const listPriceCents = model.listPriceCents + additionalEquipmentCostCents;

  const inventoryType: InventoryType = rng.weighted(['ordered', 'pre_ordered', 'stock'] as const, [65, 20, 15]);
  const deliveryTime = drawDeliveryTime(rng, inventoryType);

  const stock = inventoryType === 'stock';
  skipFormerDiscountDraws(rng, brand, stock);
  const campaign = captive === bank && rng.chance(0.3);
  const sollzinsPercent = campaign ? rng.pick(CAMPAIGN_SOLLZINS) : rng.weighted(STANDARD_SOLLZINS, STANDARD_SOLLZINS_WEIGHTS);
  const residualByMonths: Record<number, number> = { 24: rng.range(62, 66), 36: rng.range(55, 58), 48: rng.range(48, 52) };
  const residualStepPer5000Km = rng.range(2, 5);
  // The BAFA bonus ended in December 2023: only a handful of electric offers keep a manufacturer share.
  const bafaBonusAvailable = model.fuelType === 'electric' && rng.chance(0.02);
  const bafaDownpaymentCents = bafaBonusAvailable ? 300000 : 0;
  const downpaymentCap = Math.floor(listPriceCents * 0.1);
  const downpaymentCents = rng.chance(0.6) ? 0 : Math.min(downpaymentCap - (downpaymentCap % 50000), euros(rng, 1000, 5000, 500));

  const insuranceAvailable = rng.chance(0.3);
  const serviceType: ServiceType = rng.weighted(['none', 'optional', 'mandatory'] as const, [45, 45, 10]);
  const premium = PREMIUM_BRANDS.has(brand);
  const kmPrices = drawKmPrices(rng, premium);
  const appearance = drawAppearance(rng, color, model, premium);
  const deliveryCosts = drawDeliveryCosts(rng, brand);
  const hotOffer = rng.chance(0.1);
  const sonderangebote = rng.chance(0.08);
  const customerGroups: OfferCustomerGroups = rng.weighted(['both', 'b2b', 'b2c'] as const, [75, 13, 12]);

  // The dealer's discount and bonus are the row's (offer-discount.ts of the projection: a stock
  // car adds the row's stock offset and gets the stock bonus); the row also decides the listing.
  const row = seedDiscountRow(brand, model, { dealerId: dealer.id, customerGroup: customerGroups === 'b2c' ? 'b2c' : 'b2b', bankId: bank.id, manufacturerId: model.manufacturerId });
  const discountPercent = round2(row.cells.base_discount + (stock ? row.cells.stock_discount_offset : 0));
  const absoluteBonusCents = stock ? row.cells.stock_absolute_bonus_cents : row.cells.order_absolute_bonus_cents;
  // The bank never leaves more open at the end than 85 % of what it financed after the downpayment.
  const financedCents = purchasePriceCents({ listPriceCents, discountPercent, bonusesCents: absoluteBonusCents }) - downpaymentCents - bafaDownpaymentCents;
  const residualCapPercent = ((financedCents * 0.85) / listPriceCents) * 100;

  const terms = buildTerms({
    carSpecId: id,
    model,
    purchase: { listPriceCents, discountPercent, bonusesCents: absoluteBonusCents },
    residualCapPercent,
    residualByMonths,
    residualStepPer5000Km,
    sollzinsPercent,
    downpaymentCents,
    bafaDownpaymentCents,
    insuranceAvailable,
    serviceType,
    ...kmPrices,
  });
  const reference = terms.find((t) => t.months === 36 && t.kmPerYear === 10000) as TermRow;

  const offer: OfferRow = {
    id,
    seedOrdinal: ordinal,
    carModelId: model.id,
    manufacturerId: model.manufacturerId,
    carSeriesId: model.carSeriesId,
    dealerId: dealer.id,
    bankId: bank.id,
    bodyType: model.bodyType,
    fuelType: model.fuelType,
    gearType: model.gearType,
    horsepower: model.horsepower,
    color,
    ...appearance,
    extraEquipment,
    equipmentCategories: [...new Set(extraEquipment.map((k) => EQUIPMENT_CATEGORY_OF[k]))].sort(),
    additionalEquipmentCostCents,
    listPriceCents,
    grossListPriceCents: grossFromNetCents(listPriceCents),
    discountPercent,
    absoluteBonusCents,
    inventoryType,
    deliveryTime,
    ...deliveryCosts,
    hotOffer,
    sonderangebote,
    customerGroups,
    active: row.cells.available,
    insuranceAvailable,
    bafaBonusAvailable,
    bafaDownpaymentCents,
    cheapestFinanceRateCents: Math.min(...terms.map((t) => t.financeRateCents)),
    cheapestGrossFinanceRateCents: Math.min(...terms.map((t) => t.grossFinanceRateCents)),
    leasingFactor: round2((reference.financeRateCents / listPriceCents) * 100),
  };
  return { offer, terms, row };
}

/** What a km above the agreed mileage costs and a km below it returns; more at premium brands. */
function drawKmPrices(rng: Prng, premium: boolean) {
  const pricePerExtraKmCents = rng.int(premium ? 9 : 5, premium ? 15 : 11);
  const discountPerUntappedKmCents = rng.int(2, Math.min(5, pricePerExtraKmCents - 2));
  return { pricePerExtraKmCents, discountPerUntappedKmCents };
}

/** The paint's marketing name and the interior; leather from the upper trims (one lower at premium brands). */
function drawAppearance(rng: Prng, color: CarSpecColour, model: ModelRow, premium: boolean) {
  const showColorAs = rng.pick(PAINT_NAMES[color]);
  const interiorColor = rng.weighted(['Schwarz', 'Grau', 'Beige', 'Braun'], [60, 20, 12, 8]);
  const leather = model.trimIndex >= 2 || (premium && model.trimIndex >= 1);
  const interiorType = leather ? rng.pick(['Leder', 'Leder/Microfaser']) : rng.pick(['Stoff', 'Stoff/Kunstleder']);
  return { showColorAs, interiorColor, interiorType };
}

function drawDeliveryTime(rng: Prng, inventoryType: InventoryType): DeliveryTimeBand {
  if (inventoryType === 'stock') return rng.chance(0.6) ? '2_weeks' : '4_to_6_weeks';
  if (inventoryType === 'pre_ordered') return rng.chance(0.5) ? '4_to_6_weeks' : '2_to_3_months';
  return rng.weighted(ORDER_BANDS, ORDER_BAND_WEIGHTS);
}

/** Home delivery for most offers, pick-up at the dealer always, at the factory where the brand has one. */
function drawDeliveryCosts(rng: Prng, brand: string) {
  const deliveryByHomeCents = rng.chance(0.85) ? euros(rng, 790, 1290, 10) : null;
  const deliveryByDealerCents = euros(rng, 590, 990, 10);
  const deliveryByFactoryCents = FACTORY_PICKUP.has(brand) && rng.chance(0.5) ? euros(rng, 390, 690, 10) : null;
  return { deliveryByHomeCents, deliveryByDealerCents, deliveryByFactoryCents };
}

interface TermInputs {
  carSpecId: string;
  model: ModelRow;
  purchase: { listPriceCents: number; discountPercent: number; bonusesCents: number };
  residualCapPercent: number;
  residualByMonths: Record<number, number>;
  residualStepPer5000Km: number;
  sollzinsPercent: number;
  downpaymentCents: number;
  /** 0 without the BAFA bonus; otherwise the manufacturer's share, paid as an extra downpayment. */
  bafaDownpaymentCents: number;
  insuranceAvailable: boolean;
  serviceType: ServiceType;
  pricePerExtraKmCents: number;
  discountPerUntappedKmCents: number;
}

/** The full grid of TERM_MONTHS × TERM_KM_PER_YEAR, each rate computed by the domain's lease formula. */
function buildTerms(inputs: TermInputs): TermRow[] {
  const { model, downpaymentCents, bafaDownpaymentCents, serviceType } = inputs;
  const terms: TermRow[] = [];
  for (const months of TERM_MONTHS) {
    for (const kmPerYear of TERM_KM_PER_YEAR) {
      const residualValuePercent = Math.min(inputs.residualCapPercent, inputs.residualByMonths[months] - ((kmPerYear - 10000) / 5000) * inputs.residualStepPer5000Km);
      const base = { ...inputs.purchase, residualValuePercent, months, sollzinsPercent: inputs.sollzinsPercent };
      const plain = calculateLease({ ...base, downpaymentCents });
      const withBafa = bafaDownpaymentCents > 0 ? calculateLease({ ...base, downpaymentCents: downpaymentCents + bafaDownpaymentCents }) : plain;
      const serviceRate = serviceType === 'none' ? 0 : Math.round((19 + kmPerYear / 1000 * 1.5) * (model.fuelType === 'electric' ? 0.75 : 1)) * 100;
      terms.push({
        carSpecId: inputs.carSpecId,
        months,
        kmPerYear,
        financeRateCents: withBafa.monthlyRateCents,
        grossFinanceRateCents: grossRateFromNetCents(withBafa.monthlyRateCents),
        financeRateCentsWithoutBafa: plain.monthlyRateCents,
        insuranceRateCents: inputs.insuranceAvailable ? Math.round(45 + model.horsepower * 0.25 + kmPerYear / 5000) * 100 : 0,
        serviceRateCents: serviceRate,
        serviceType,
        residualValueCents: plain.residualValueCents,
        sollzinsPercent: inputs.sollzinsPercent,
        effectiveRatePercent: plain.effectiveAnnualRatePercent,
        downpaymentCents,
        netLoanAmountCents: plain.netLoanAmountCents,
        totalAmountCents: plain.totalAmountCents,
        pricePerExtraKmCents: inputs.pricePerExtraKmCents,
        discountPerUntappedKmCents: inputs.discountPerUntappedKmCents,
      });
    }
  }
  return terms;
}

/**
 * The draws of the offer's own discount and bonus from before issue 16 (the row decides them
 * now), kept so that offer k keeps every other attribute it had: journeys and fixtures name
 * offers by their stable id and rely on their colour, groups and inventory type.
 */
function skipFormerDiscountDraws(rng: Prng, brand: string, stock: boolean): void {
  const [minDiscount, maxDiscount] = discountWindow(brand);
  if (stock) rng.range(1, 4);
  rng.range(minDiscount, maxDiscount);
  if (stock && rng.chance(0.4)) euros(rng, 500, 2000, 250);
  else if (rng.chance(0.15)) euros(rng, 500, 3000, 250);
}

/** Charging kit only makes sense on an electric car. */
const EV_ONLY: ReadonlySet<EquipmentKey> = new Set(['charging_cable_mode_3', 'bidirectional_charging', 'heat_pump']);

function pickExtras(rng: Prng, model: ModelRow): EquipmentKey[] {
  const standard = new Set(model.standardEquipment);
  const electric = model.fuelType === 'electric';
  const candidates = EQUIPMENT_KEYS.filter((k) => !standard.has(k) && (electric || !EV_ONLY.has(k)));
  return rng.sample(candidates, rng.int(0, 6)).sort();
}
