import { BRANDS, type BodyType, type EquipmentKey, type FuelType, type GearType } from '@autoleasing/contracts';
import { co2ClassFor, netFromGrossCents } from '@autoleasing/domain';
import { BRAND_CATALOGUE, type BrandCatalogue, type EngineData, type SeriesData } from './data';
import { standardEquipment } from './equipment-sets';
import { stableCode, stableUuid } from './stable-id';

export interface ManufacturerRow { id: string; slug: string; name: string }
export interface SeriesRow { id: string; manufacturerId: string; name: string; seoSlug: string; bodyType: BodyType }

export interface ModelRow {
  id: string;
  carSeriesId: string;
  manufacturerId: string;
  brandSlug: string;
  name: string;
  trimLevel: string;
  trimIndex: number;
  engineName: string;
  fuelType: FuelType;
  gearType: GearType;
  horsepower: number;
  doors: number;
  bodyType: BodyType;
  vehicleOrderCode: string;
  listPriceCents: number;
  standardEquipment: EquipmentKey[];
  fuelConsumption: number | null;
  electricConsumption: number | null;
  co2: number;
  co2Class: string;
  plugInHybrid: boolean;
  co2Discharged: number | null;
  fuelConsumptionDischarged: number | null;
  co2ClassDischarged: string | null;
  batteryType: string | null;
  batteryCapacityKwh: number | null;
  electricRangeKm: number | null;
  baseRangeKm: number | null;
  onboardChargerKw: number | null;
  chargingMinutesHome100: number | null;
  chargingMinutesHome80: number | null;
  chargingMinutesFast: number | null;
  chargingMinutesAc: number | null;
}

export interface Catalogue {
  manufacturers: ManufacturerRow[];
  series: SeriesRow[];
  models: ModelRow[];
  /** Models per brand slug, then per series, for the offer generator. */
  modelsByBrand: Map<string, ModelRow[][]>;
  brandWeights: Map<string, number>;
}

/** Doors by body type; a few series differ and say so in their data. */
const DOORS: Readonly<Record<BodyType, number>> = {
  small: 5, compact: 5, limousine: 4, estate: 5, suv: 5, van: 5, transporter: 4, cabrio: 2, coupe: 2,
};

/** CO₂ per litre burnt: petrol 2.37 kg, diesel 2.65 kg, LPG 1.65 kg (WLTP-consistent consumption). */
const GRAMS_CO2_PER_LITRE: Readonly<Record<string, number>> = { petrol: 2370, hybrid: 2370, diesel: 2650, gas: 1650 };

const round1 = (value: number) => Math.round(value * 10) / 10;

export function buildCatalogue(): Catalogue {
  const byBrand = new Map(BRAND_CATALOGUE.map((b) => [b.slug, b]));
  const manufacturers: ManufacturerRow[] = [];
  const series: SeriesRow[] = [];
  const models: ModelRow[] = [];
  const modelsByBrand = new Map<string, ModelRow[][]>();
  const brandWeights = new Map<string, number>();

  for (const brand of BRANDS) {
    const data = byBrand.get(brand.slug);
    if (!data) throw new Error(`No series data for brand ${brand.slug}`);
    const manufacturerId = stableUuid('manufacturer', brand.slug);
    manufacturers.push({ id: manufacturerId, slug: brand.slug, name: brand.name });
    brandWeights.set(brand.slug, data.weight);
    const perSeries: ModelRow[][] = [];
    for (const s of data.series) {
      const carSeriesId = stableUuid('car-series', brand.slug, s.slug);
      series.push({ id: carSeriesId, manufacturerId, name: s.name, seoSlug: s.slug, bodyType: s.body });
      const seriesModels: ModelRow[] = [];
      const trims = s.trims ?? data.trims;
      s.engines.forEach((engine, engineIndex) =>
        trims.forEach((trim, trimIndex) => {
          seriesModels.push(buildModel(data, s, engine, trim, trimIndex, { carSeriesId, manufacturerId, engineIndex }));
        }),
      );
      models.push(...seriesModels);
      perSeries.push(seriesModels);
    }
    modelsByBrand.set(brand.slug, perSeries);
  }
  return { manufacturers, series, models, modelsByBrand, brandWeights };
}

function buildModel(
  brand: BrandCatalogue,
  s: SeriesData,
  engine: EngineData,
  trim: string,
  trimIndex: number,
  ids: { carSeriesId: string; manufacturerId: string; engineIndex: number },
): ModelRow {
  const [engineName, fuel, gear, horsepower, grossPriceEur, co2, battery] = engine;
  // Each trim step costs about 8 % more; list prices end in whole tens of euros as in price lists.
  const grossEur = Math.round((grossPriceEur * (1 + 0.08 * trimIndex)) / 10) * 10;
  const plugIn = fuel === 'hybrid' && battery !== undefined;
  const electric = fuel === 'electric';
  const capacity = battery?.[0] ?? null;
  const range = battery?.[1] ?? null;
  const charger = capacity === null ? null : electric ? (capacity < 45 ? 7.4 : 11) : capacity > 20 ? 11 : 3.7;
  const home100 = capacity && charger ? Math.round((capacity / charger) * 60 * 1.1) : null;
  // DC power grows with battery size; plug-in hybrids mostly cannot charge DC ('00:00 h' = absent).
  const dcKw = capacity ? Math.min(270, Math.max(50, capacity * 1.6)) : 0;
  const co2Discharged = plugIn ? Math.round(105 + horsepower * 0.15) : null;
  const doors = s.slug === 'cla' ? 4 : s.slug === 'a110' || s.slug === '911' ? 2 : DOORS[s.body];

  return {
    id: stableUuid('car-model', brand.slug, s.slug, ids.engineIndex, trimIndex),
    carSeriesId: ids.carSeriesId,
    manufacturerId: ids.manufacturerId,
    brandSlug: brand.slug,
    name: `${s.name} ${engineName} ${trim}`.replace(/\s+/g, ' ').trim(),
    trimLevel: trim,
    trimIndex,
    engineName,
    fuelType: fuel,
    gearType: gear,
    horsepower,
    doors,
    bodyType: s.body,
    vehicleOrderCode: stableCode(6, brand.slug, s.slug, ids.engineIndex, trimIndex),
    listPriceCents: netFromGrossCents(grossEur * 100),
    standardEquipment: standardEquipment(brand.slug, trimIndex, fuel, gear),
    fuelConsumption: electric ? null : round1((co2 * 100) / GRAMS_CO2_PER_LITRE[fuel]),
    electricConsumption: capacity && range ? Math.max(12.5, round1(((capacity * (electric ? 1.12 : 1.1)) / range) * 100)) : null,
    co2,
    co2Class: co2ClassFor(co2),
    plugInHybrid: plugIn,
    co2Discharged,
    fuelConsumptionDischarged: co2Discharged === null ? null : round1((co2Discharged * 100) / 2370),
    co2ClassDischarged: co2Discharged === null ? null : co2ClassFor(co2Discharged),
    batteryType: capacity === null ? null : 'Lithium-Ionen',
    batteryCapacityKwh: capacity,
    electricRangeKm: range,
    // Range on a cold motorway day, about three quarters of WLTP: what the detail page calls base range.
    baseRangeKm: range === null ? null : Math.round(range * 0.75),
    onboardChargerKw: charger,
    chargingMinutesHome100: home100,
    chargingMinutesHome80: home100 === null ? null : Math.round(home100 * 0.8),
    chargingMinutesFast: electric && capacity ? Math.round(((capacity * 0.7) / dcKw) * 60 * 1.25) : null,
    chargingMinutesAc: capacity && charger ? Math.round((capacity / charger) * 60 * 1.05) : null,
  };
}
