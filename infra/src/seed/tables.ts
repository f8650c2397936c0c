import type { ManufacturerRow, ModelRow, SeriesRow } from './build-catalogue';
import type { OfferRow, TermRow } from './build-offers';
import type { BankRow, DealerRow } from './build-parties';
import type { UpsertSpec } from './bulk-upsert';

/** How each generated row maps onto the catalogue migration's columns. */
export const BANKS: UpsertSpec<BankRow> = {
  table: 'banks',
  conflict: ['id'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'slug', type: 'text', value: (r) => r.slug },
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'street', type: 'text', value: (r) => r.street },
    { name: 'postal_code', type: 'text', value: (r) => r.postalCode },
    { name: 'city', type: 'text', value: (r) => r.city },
  ],
};

export const DEALERS: UpsertSpec<DealerRow> = {
  table: 'dealers',
  conflict: ['id'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'slug', type: 'text', value: (r) => r.slug },
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'street', type: 'text', value: (r) => r.street },
    { name: 'postal_code', type: 'text', value: (r) => r.postalCode },
    { name: 'city', type: 'text', value: (r) => r.city },
    { name: 'state', type: 'text', value: (r) => r.state },
    { name: 'phone', type: 'text', value: (r) => r.phone },
    { name: 'email', type: 'text', value: (r) => r.email },
    { name: 'brand_slugs', type: 'text', cast: 'text[]', value: (r) => r.brandSlugs },
  ],
};

export const MANUFACTURERS: UpsertSpec<ManufacturerRow> = {
  table: 'manufacturers',
  conflict: ['id'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'slug', type: 'text', value: (r) => r.slug },
    { name: 'name', type: 'text', value: (r) => r.name },
  ],
};

export const CAR_SERIES: UpsertSpec<SeriesRow> = {
  table: 'car_series',
  conflict: ['id'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'manufacturer_id', type: 'uuid', value: (r) => r.manufacturerId },
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'seo_slug', type: 'text', value: (r) => r.seoSlug },
    { name: 'body_type', type: 'text', value: (r) => r.bodyType },
  ],
};

export const CAR_MODELS: UpsertSpec<ModelRow> = {
  table: 'car_models',
  conflict: ['id'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'car_series_id', type: 'uuid', value: (r) => r.carSeriesId },
    { name: 'manufacturer_id', type: 'uuid', value: (r) => r.manufacturerId },
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'trim_level', type: 'text', value: (r) => r.trimLevel },
    { name: 'engine_name', type: 'text', value: (r) => r.engineName },
    { name: 'fuel_type', type: 'text', value: (r) => r.fuelType },
    { name: 'gear_type', type: 'text', value: (r) => r.gearType },
    { name: 'horsepower', type: 'int', value: (r) => r.horsepower },
    { name: 'doors', type: 'smallint', value: (r) => r.doors },
    { name: 'body_type', type: 'text', value: (r) => r.bodyType },
    { name: 'vehicle_order_code', type: 'text', value: (r) => r.vehicleOrderCode },
    { name: 'list_price_cents', type: 'bigint', value: (r) => r.listPriceCents },
    { name: 'standard_equipment', type: 'text', cast: 'text[]', value: (r) => r.standardEquipment },
    { name: 'fuel_consumption_combined', type: 'numeric', value: (r) => r.fuelConsumption },
    { name: 'electric_consumption_combined', type: 'numeric', value: (r) => r.electricConsumption },
    { name: 'co2_emission_g_per_km', type: 'int', value: (r) => r.co2 },
    { name: 'co2_class', type: 'text', value: (r) => r.co2Class },
    { name: 'plug_in_hybrid', type: 'boolean', value: (r) => r.plugInHybrid },
    { name: 'co2_emission_discharged_g_per_km', type: 'int', value: (r) => r.co2Discharged },
    { name: 'fuel_consumption_discharged', type: 'numeric', value: (r) => r.fuelConsumptionDischarged },
    { name: 'co2_class_discharged', type: 'text', value: (r) => r.co2ClassDischarged },
    { name: 'battery_type', type: 'text', value: (r) => r.batteryType },
    { name: 'battery_capacity_kwh', type: 'numeric', value: (r) => r.batteryCapacityKwh },
    { name: 'electric_range_km', type: 'int', value: (r) => r.electricRangeKm },
    { name: 'base_range_km', type: 'int', value: (r) => r.baseRangeKm },
    { name: 'onboard_charger_kw', type: 'numeric', value: (r) => r.onboardChargerKw },
    { name: 'charging_minutes_home_100', type: 'int', value: (r) => r.chargingMinutesHome100 },
    { name: 'charging_minutes_home_80', type: 'int', value: (r) => r.chargingMinutesHome80 },
    { name: 'charging_minutes_fast', type: 'int', value: (r) => r.chargingMinutesFast },
    { name: 'charging_minutes_ac', type: 'int', value: (r) => r.chargingMinutesAc },
  ],
};

/**
 * What the catalogue and the bank fix for an offer. Its listing, discount and rates are not
 * stored here (issue 16): the offer-prices projection derives them from the imported discount
 * rows; the seed's own figures (OfferRow, TermRow) only check the data's realism in tests.
 */
export const CAR_SPECS: UpsertSpec<OfferRow> = {
  table: 'car_specs',
  conflict: ['id'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'seed_ordinal', type: 'int', value: (r) => r.seedOrdinal },
    { name: 'car_model_id', type: 'uuid', value: (r) => r.carModelId },
    { name: 'manufacturer_id', type: 'uuid', value: (r) => r.manufacturerId },
    { name: 'car_series_id', type: 'uuid', value: (r) => r.carSeriesId },
    { name: 'dealer_id', type: 'uuid', value: (r) => r.dealerId },
    { name: 'bank_id', type: 'uuid', value: (r) => r.bankId },
    { name: 'body_type', type: 'text', value: (r) => r.bodyType },
    { name: 'fuel_type', type: 'text', value: (r) => r.fuelType },
    { name: 'gear_type', type: 'text', value: (r) => r.gearType },
    { name: 'horsepower', type: 'int', value: (r) => r.horsepower },
    { name: 'color', type: 'text', value: (r) => r.color },
    { name: 'show_color_as', type: 'text', value: (r) => r.showColorAs },
    { name: 'interior_color', type: 'text', value: (r) => r.interiorColor },
    { name: 'interior_type', type: 'text', value: (r) => r.interiorType },
    { name: 'extra_equipment', type: 'text', cast: 'text[]', value: (r) => r.extraEquipment },
    { name: 'equipment_categories', type: 'text', cast: 'text[]', value: (r) => r.equipmentCategories },
    { name: 'additional_equipment_cost_cents', type: 'bigint', value: (r) => r.additionalEquipmentCostCents },
    { name: 'list_price_cents', type: 'bigint', value: (r) => r.listPriceCents },
    { name: 'gross_list_price_cents', type: 'bigint', value: (r) => r.grossListPriceCents },
    { name: 'inventory_type', type: 'text', value: (r) => r.inventoryType },
    { name: 'delivery_time', type: 'text', value: (r) => r.deliveryTime },
    { name: 'delivery_by_home_cents', type: 'bigint', value: (r) => r.deliveryByHomeCents },
    { name: 'delivery_by_dealer_cents', type: 'bigint', value: (r) => r.deliveryByDealerCents },
    { name: 'delivery_by_factory_cents', type: 'bigint', value: (r) => r.deliveryByFactoryCents },
    { name: 'hot_offer', type: 'boolean', value: (r) => r.hotOffer },
    { name: 'sonderangebote', type: 'boolean', value: (r) => r.sonderangebote },
    { name: 'customer_groups', type: 'text', value: (r) => r.customerGroups },
    { name: 'insurance_available', type: 'boolean', value: (r) => r.insuranceAvailable },
    { name: 'bafa_bonus_available', type: 'boolean', value: (r) => r.bafaBonusAvailable },
    { name: 'bafa_downpayment_cents', type: 'bigint', value: (r) => r.bafaDownpaymentCents },
  ],
};

export const LEASE_TERMS: UpsertSpec<TermRow> = {
  table: 'lease_terms',
  conflict: ['car_spec_id', 'months', 'km_per_year'],
  columns: [
    { name: 'car_spec_id', type: 'uuid', value: (r) => r.carSpecId },
    { name: 'months', type: 'smallint', value: (r) => r.months },
    { name: 'km_per_year', type: 'int', value: (r) => r.kmPerYear },
    { name: 'insurance_rate_cents', type: 'bigint', value: (r) => r.insuranceRateCents },
    { name: 'service_rate_cents', type: 'bigint', value: (r) => r.serviceRateCents },
    { name: 'service_type', type: 'text', value: (r) => r.serviceType },
    { name: 'residual_value_cents', type: 'bigint', value: (r) => r.residualValueCents },
    { name: 'sollzins_percent', type: 'numeric', value: (r) => r.sollzinsPercent },
    { name: 'downpayment_cents', type: 'bigint', value: (r) => r.downpaymentCents },
    { name: 'price_in_cents_per_extra_km', type: 'int', value: (r) => r.pricePerExtraKmCents },
    { name: 'discount_in_cents_per_untapped_km', type: 'int', value: (r) => r.discountPerUntappedKmCents },
  ],
};
