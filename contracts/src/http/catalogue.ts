import type { BodyType } from '../catalogue/body-type';
import type { CustomerGroup } from '../catalogue/customer-group';
import type { DeliveryOption, DeliveryTimeBand } from '../catalogue/delivery';
import type { EquipmentCategory } from '../catalogue/equipment';
import type { InventoryType } from '../catalogue/inventory-type';
import type { PriceRatingLabel } from '../catalogue/price-rating';
import type { FuelType, GearType, ServiceType } from '../catalogue/vehicle';

/**
 * Answers of the catalogue API (spec 7.2). Prices are integer cents in the requesting group's
 * terms: net for b2b, gross (× 1.19) for b2c. `customer_group` says which one the figures are.
 */

/** Counts per equipment category over the filtered offers (spec 3.7). */
export type EquipmentCategoryCounts = Record<EquipmentCategory, number>;

export interface SearchOffersMeta {
  /** Results counted in the list's own unit: car series on level one, offers on level two. */
  total_count: number;
  /** Matching offers on either level (the phone filter sheet's "N Angebote anzeigen"). */
  offer_count: number;
  page: number;
  page_count: number;
  equipment_categories: EquipmentCategoryCounts;
}

export interface PriceRatingDto {
  score: number;
  label: PriceRatingLabel;
}

/** One offer (car spec) in a level-two list. */
export interface OfferListItem {
  id: string;
  car_model_id: string;
  car_series_id: string;
  manufacturer_id: string;
  manufacturer_name: string;
  manufacturer_display_name: string;
  car_series_name: string;
  car_series_slug: string;
  name: string;
  trim_level: string;
  body_type: BodyType;
  fuel_type: FuelType;
  gear_type: GearType;
  horsepower: number;
  color: string;
  inventory_type: InventoryType;
  inventory_type_i18n: string;
  delivery_time: DeliveryTimeBand;
  hot_offer: boolean;
  sonderangebote: boolean;
  customer_group: CustomerGroup;
  /** Cheapest monthly rate, or the rate of the requested months/km term. */
  finance_rate_cents: number;
  list_price_cents: number;
  /** Of finance_rate_cents / list_price_cents (contracts priceFiguresOf), never of another term. */
  leasing_factor: number;
  /** Rate plus (Anzahlung + one-time costs) / months, over the list price (priceFiguresOf). */
  total_cost_factor: number;
  price_rating: PriceRatingDto;
  /** The term the rate belongs to (null only if the offer lost that term meanwhile). */
  months: number | null;
  km_per_year: number | null;
  /** Leasingsonderzahlung of that term in the group's terms (0 = none). */
  downpayment_cents: number;
  /** Cheapest delivery among positive prices (spec 9) and its one-time cost in the group's terms; null/0 when none is priced. */
  delivery_option: DeliveryOption | null;
  one_time_costs_cents: number;
  /** Side view of the body type in the offer's paint, served by our API (GET /api/v1/car_pictures/…). */
  image_url: string;
}

/** One car series in a level-one list: its offers grouped. */
export interface CarSeriesListItem {
  car_series_id: string;
  car_series_name: string;
  car_series_slug: string;
  manufacturer_id: string;
  manufacturer_name: string;
  manufacturer_display_name: string;
  body_type: BodyType;
  offers_count: number;
  customer_group: CustomerGroup;
  cheapest_finance_rate_cents: number;
  cheapest_offer_id: string;
  /** Leasingfaktor of the cheapest offer's rate (the "ab" rate on the card), not of any other term. */
  min_leasing_factor: number;
  /** The cheapest offer as a list item: its term, Anzahlung and one-time costs go on the card. */
  cheapest_offer: OfferListItem | null;
  fuel_types: FuelType[];
  /** Side view of the series' body type in neutral silver (a series has offers in many paints). */
  image_url: string;
}

export interface SearchOffersResponse<T = OfferListItem | CarSeriesListItem> {
  results: T[];
  meta: SearchOffersMeta;
}

export interface OfferCountBucket {
  key: string;
  label: string;
  count: number;
}

/** GET /api/v1/catalog/search_offers/count */
export interface OfferCountResponse {
  aggregation_field: 'body_type' | 'manufacturer_name_slug';
  total_count: number;
  buckets: OfferCountBucket[];
}

/** A brand's matching offers per body, fuel and gear type (only the types it has). */
export interface FilterFacetCounts {
  body_type: Partial<Record<BodyType, number>>;
  fuel_type: Partial<Record<FuelType, number>>;
  gear_type: Partial<Record<GearType, number>>;
}

/**
 * Car series entries of the filter builder (spec 3.14): per brand, series with a label and their
 * matching offers, and the brand's offers per body, fuel and gear type (the Karosserie, Kraftstoff
 * and Getriebe filters sum them over the brands).
 */
export interface FilterCarSeriesGroup {
  manufacturer_name: string;
  manufacturer_display_name: string;
  car_series: { value: string; label: string; count: number }[];
  facets: FilterFacetCounts;
}

export interface ManufacturerDto {
  id: string;
  slug: string;
  name: string;
  offers_count: number;
  b2b_offers_count: number;
  b2c_offers_count: number;
  b2b_cheapest_rate_cents: number | null;
  b2c_cheapest_rate_cents: number | null;
}

export interface CarSeriesDto {
  id: string;
  manufacturer_id: string;
  manufacturer_name: string;
  name: string;
  slug: string;
  body_type: BodyType;
  offers_count: number;
  cheapest_finance_rate_cents: number | null;
  customer_group: CustomerGroup;
}

export interface TrimLevelDto {
  car_series_id: string;
  car_series_slug: string;
  trim_level: string;
  car_models_count: number;
}

export interface CarModelDto {
  id: string;
  car_series_id: string;
  manufacturer_id: string;
  name: string;
  trim_level: string;
  engine_name: string;
  fuel_type: FuelType;
  gear_type: GearType;
  horsepower: number;
  doors: number;
  body_type: BodyType;
  vehicle_order_code: string;
  list_price_cents: number;
  standard_equipment: { data: { key: string; label: string; category: string }[] };
  emission_and_consumption_summary: EmissionSummary;
  data_from_adac: { grouped_data: Record<'general' | 'weight_size' | 'readings' | 'engine_drive', { label: string; value: string }[]> };
}

/** A car model (engine variant) of a series with its offers for the group (the Motorisierungen table). */
export interface EngineVariantDto extends CarModelDto {
  /** Offers of this car model the group sees (0: none listed right now). */
  offers_count: number;
  /** The group's lowest monthly rate over those offers (gross for b2c), null without offers. */
  cheapest_finance_rate_cents: number | null;
  /** The offer with that rate, for the link to its car page. */
  cheapest_offer_id: string | null;
}

export interface CarSeriesDetailDto extends CarSeriesDto {
  /** List prices in the group's terms here (net for b2b, gross for b2c), like every figure of this answer. */
  car_models: EngineVariantDto[];
  /** The offer behind cheapest_finance_rate_cents (the page's "ab" rate): its term, Anzahlung and one-time costs. */
  cheapest_offer: OfferListItem | null;
  trim_levels: string[];
}

export interface CarModelResponse {
  car_model: CarModelDto;
  inventory_type: InventoryType | null;
  offers_count: number;
  cheapest_finance_rate_cents: number | null;
  customer_group: CustomerGroup;
  car_series?: CarSeriesDto;
}

export interface EngineEmissions {
  fuel_type: FuelType;
  co2_emission: number;
  co2_class: string;
  fuel_consumption_combined: number;
  electric_consumption_combined: number;
}

export interface EmissionSummary {
  co2_emission: number;
  co2_class: string;
  co2_emission_test_procedure: string;
  main_engine: EngineEmissions;
  /** Plug-in hybrids: the figures with a discharged battery. */
  second_engine: EngineEmissions | null;
}

export interface LeaseTermDto {
  months: number;
  km_per_year: number;
  finance_rate_cents: number;
  finance_rate_cents_without_bafa: number;
  insurance_rate_cents: number;
  service_rate_cents: number;
  service_type: ServiceType;
  price_in_cents_per_extra_km: number;
  discount_in_cents_per_untapped_km: number;
  /** Leasingsonderzahlung of this term in the group's terms (0 = none). */
  downpayment_cents: number;
  /** Of this term's finance_rate_cents / the list price (contracts leasingFactorOf). */
  leasing_factor: number;
  price_rating: PriceRatingDto;
}

export interface ElectricVehicleData {
  battery_type: string | null;
  battery_capacity_kwh: number | null;
  consumption_kwh_per_100km: number | null;
  hybrid_consumption_l_per_100km: number | null;
  range_km: number | null;
  base_range_km: number | null;
  onboard_charger_kw: number | null;
  /** 'hh:mm h'; null when absent ('00:00 h' counts as absent). */
  charging_time_home_100: string | null;
  charging_time_home_80: string | null;
  charging_time_fast: string | null;
  charging_time_alternating_current: string | null;
}

export interface CarSpecDto {
  id: string;
  manufacturer_name: string;
  manufacturer_display_name: string;
  name: string;
  model_name: string;
  list_price_cents: number;
  bank_name: string;
  effective_rate: number;
  dealership_id: string;
  dealership_state: string;
  bafa_downpayment_cents: number;
  bafa_government_cents: number;
  cashback_cents: number;
  additional_equipment_cost_cents: number;
  delivery_time: DeliveryTimeBand;
  inventory_type: InventoryType;
  offer_type_i18n: string;
  fuel_type: FuelType;
  gear_type: GearType;
  engine_name: string;
  horsepower: number;
  co2_class: string;
  co2_emission_test_procedure: string;
  delivery: Partial<Record<DeliveryOption, number>>;
  insurance_available: boolean;
  is_hot_offer: boolean;
  sonderangebote: boolean;
  show_color_as: string;
  color: string;
  interior_color: string;
  interior_type: string;
  extra_equipment: { key: string; label: string; category: string }[];
  /** Of the cheapest term's rate (the "ab" rate); each term carries its own in lease_terms. */
  leasing_factor: number;
  price_rating: PriceRatingDto;
  electric_vehicle: ElectricVehicleData | null;
  /** Side view of the body type in this car's paint (spec 3.10 image_paths[0]). */
  image_url: string;
  /** Spec 3.10: all views, side first, then front. */
  image_paths: string[];
}

export interface QuoteDto {
  id: string;
  car_spec_id: string;
  customer_group: CustomerGroup;
  dealer_id: string;
  bank_id: string;
}

/** GET /api/v1/products/{id} (spec 3.10). */
export interface ProductResponse {
  customer_group: CustomerGroup;
  car_spec: CarSpecDto;
  car_model: CarModelDto;
  car_series: CarSeriesDto;
  quote: QuoteDto;
  lease_terms: LeaseTermDto[];
  meta: {
    similar_cars: OfferListItem[];
    last_seen: OfferListItem[];
    hot_offers: OfferListItem[];
    bafa_bonus_available: boolean;
    bafa_bonus_uncertain: boolean;
    emissions: EmissionSummary;
  };
}

/** GET /api/v1/car_specs/{id}/finance_details (spec 3.5, § 17 PAngV). */
export interface FinanceDetailsResponse {
  lease_rate: number;
  lease_rate_cents: number;
  lease_rate_sum: number;
  runtime: number;
  km_per_year: number;
  dealership_delivery_cost: number;
  borrow_rate: number;
  annual_percentage_rate: number;
  downpayment: number;
  list_price_cents: number;
  net_loan_amount: number;
  contract_type: string;
  bank_name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  customer_group: CustomerGroup;
}

export interface PackageDto {
  id: string;
  name: string;
  /** Brand slug: with id and name it makes the package's car URL (contracts offerPagePath). */
  manufacturer_name: string;
  inventory_type: InventoryType;
  delivery_time: DeliveryTimeBand;
  show_color_as: string;
  extra_equipment: { key: string; label: string; category: string }[];
  months: number;
  km_per_year: number;
  finance_rate_cents: number;
  list_price_cents: number;
  /** Anzahlung of the priced term and the cheapest positive delivery cost, in the group's terms. */
  downpayment_cents: number;
  one_time_costs_cents: number;
}

export interface PackagesResponse {
  customer_group: CustomerGroup;
  car_spec_id: string;
  packages: PackageDto[];
}

export interface QuoteExtraDto {
  extra_id: string;
  extra: { name: 'delivery' | 'registration'; label: string; delivery_option: DeliveryOption | null; price_cents: number };
  selected: boolean;
}

export interface QuoteExtrasResponse {
  quote_id: string;
  extras: QuoteExtraDto[];
}

export interface CategoryDto {
  slug: string;
  name: string;
  seo_path: string;
  kind: 'body_type' | 'fuel_type' | 'flag';
  offers_count: number;
  cheapest_finance_rate_cents: number | null;
  /** The offer behind cheapest_finance_rate_cents (the "ab" rate on the tile): its term, Anzahlung and one-time costs. */
  cheapest_offer: OfferListItem | null;
  /** Body type categories: a side view in silver; null for the others. */
  image_url: string | null;
}

export interface CategoriesResponse {
  customer_group: CustomerGroup;
  categories: CategoryDto[];
}

export interface HotOffersResponse {
  customer_group: CustomerGroup;
  hot_offers: OfferListItem[];
}

export interface HomepageResponse {
  customer_group: CustomerGroup;
  bannerType: 'default' | 'b2b' | 'b2c';
  searchFilters: SearchFilterOptions;
  top_hot_offers: OfferListItem[];
  hot_offers: OfferListItem[];
  stock_offers: OfferListItem[];
  categories: CategoryDto[];
  manufacturers: HomepageManufacturerDto[];
  last_seen: OfferListItem[];
}

/** A brand tile of the homepage: the brand and the offer behind its "ab" rate in the requested group. */
export interface HomepageManufacturerDto extends ManufacturerDto {
  /** The group's cheapest offer of the brand (its rate is the group's *_cheapest_rate_cents), with its terms. */
  cheapest_offer: OfferListItem | null;
}

export interface SearchFilterOptions {
  manufacturer_name: { value: string; label: string }[];
  body_type: { value: string; label: string }[];
  fuel_type: { value: string; label: string }[];
  gear_type: { value: string; label: string }[];
  months: number[];
  km_per_year: number[];
  budget: { min: number; max: number; step: number };
  horsepower: { min: number; max: number; step: number };
  list_price: { min: number; max: number; step: number };
}

/** A category in the navigation bar's menu: its page and how many offers it has (the menu shows no rate). */
export type NavigationCategory = Pick<CategoryDto, 'slug' | 'name' | 'seo_path' | 'kind' | 'offers_count'>;

/** A hot deal in the navigation bar's menu: its page, its name, its rate and the terms of that rate (issue 16). */
export type NavigationHotOffer = Pick<
  OfferListItem,
  'id' | 'manufacturer_name' | 'manufacturer_display_name' | 'car_series_name' | 'name' | 'finance_rate_cents' | 'months' | 'km_per_year' | 'downpayment_cents' | 'one_time_costs_cents'
>;

/**
 * GET /api/v1/navigation_bar (spec 3.9): what the header's menus show, on every page. Only what
 * they show: every server-rendered page carries this answer (the categories with their cheapest
 * offers, twice, made it 43 KB of a page's HTML).
 */
export interface NavigationBarResponse {
  customer_group: CustomerGroup;
  navbarData: {
    brands: { slug: string; name: string; offers_count: number }[];
    hotOffers: NavigationHotOffer[];
    stock: { offers_count: number; cheapest_finance_rate_cents: number | null };
    categories: NavigationCategory[];
    magazine: { slug: string; name: string; path: string }[];
  };
  categories: NavigationCategory[];
  stock_category_budgets: { max_finance_rate_cents: number; offers_count: number }[];
}
