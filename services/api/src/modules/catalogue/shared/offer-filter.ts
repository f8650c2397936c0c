/**
 * The offer filters of spec 3.14, parsed from a query string into typed, whitelisted values.
 * Nothing the user typed reaches SQL except as a bound parameter of a value checked here. The
 * allowed values, range caps and slug form are the contracts' (shared with the web's filter UI).
 */
import {
  ALLOWED_KM_PER_YEAR,
  ALLOWED_MONTHS,
  BODY_TYPES,
  BRAND_SLUGS,
  DELIVERY_OPTIONS,
  DELIVERY_TIME_BANDS,
  EQUIPMENT_CATEGORIES,
  FUEL_TYPES,
  GEAR_TYPES,
  INVENTORY_TYPES,
  OFFER_FILTER_COLOURS,
  OFFER_RANGE_CAPS,
  OFFER_RANGE_KEYS,
  OFFER_TYPES,
  parseOfferRangeBound,
  SLUG_PATTERN,
  type CustomerGroup,
  type OfferFlagFilter,
  type OfferRangeKey,
} from '@autoleasing/contracts';
import type { QueryRestParser } from '../../../common/http/query-dto';
import { invalidParameter, unknownParameter, type RawQuery } from '../../../common/http/query-parameters';
import { booleanOf, integerOf } from '../../../common/http/query-values';
import { CUSTOMER_GROUP_KEYS, customerGroupOf, catalogueListOf, catalogueSingleOf } from './query-params';

export interface NumberRange {
  min?: number;
  max?: number;
}

export interface OfferFilter {
  customerGroup: CustomerGroup;
  manufacturerSlugs: string[];
  carSeriesSlugs: string[];
  bodyTypes: string[];
  fuelTypes: string[];
  gearTypes: string[];
  inventoryTypes: string[];
  colors: string[];
  deliveryTimes: string[];
  deliveryOptions: string[];
  /** Offers must have all of these (the meta counts tell how many would remain per category). */
  equipmentCategories: string[];
  months: number[];
  kmPerYear: number[];
  hotOffer?: boolean;
  sonderangebote?: boolean;
  insurance?: boolean;
  servicePackage?: boolean;
  /** Pre-configured packages (inventory type pre_ordered). */
  configurationPackage?: boolean;
  /** Also open to this group (term[car_spec_active_{group}]=true). */
  alsoActiveFor: CustomerGroup[];
  ranges: Partial<Record<OfferRangeKey, NumberRange>>;
}

type TermParser = (values: string[], key: string, filter: OfferFilter) => void;

const oneOf =
  (allowed: readonly string[], field: keyof Pick<OfferFilter, 'manufacturerSlugs' | 'bodyTypes' | 'fuelTypes' | 'gearTypes' | 'inventoryTypes' | 'colors' | 'deliveryTimes' | 'deliveryOptions' | 'equipmentCategories'>): TermParser =>
  (values, key, filter) => {
    for (const value of values) if (!allowed.includes(value)) throw invalidParameter(key, `Der Wert „${shorten(value)}“ ist für „${key}“ nicht erlaubt.`);
    filter[field] = [...new Set([...filter[field], ...values])];
  };

const numbersOf =
  (allowed: readonly number[], field: 'months' | 'kmPerYear'): TermParser =>
  (values, key, filter) => {
    const numbers = values.map((v) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN));
    if (numbers.some((n) => !allowed.includes(n))) throw invalidParameter(key, `„${key}“ erlaubt nur ${allowed.join(', ')}.`);
    filter[field] = [...new Set([...filter[field], ...numbers])];
  };

const flag =
  (field: 'hotOffer' | 'sonderangebote' | 'insurance' | 'servicePackage' | 'configurationPackage'): TermParser =>
  (values, key, filter) => {
    filter[field] = booleanOf(values.length === 1 ? values[0] : values, key);
  };

/** Filter-builder UI state the front sends along; nothing stored to filter on, so it is only checked. */
const ignoredFlag: TermParser = (values, key) => void booleanOf(values.length === 1 ? values[0] : values, key);

/** The web's filter-panel flags (contracts): `satisfies` makes a flag added there need a parser here. */
const PANEL_FLAG_PARSERS = {
  hot_offer: flag('hotOffer'),
  insurance: flag('insurance'),
  service_package: flag('servicePackage'),
  configuration_package: flag('configurationPackage'),
} satisfies Record<OfferFlagFilter, TermParser>;

const TERM_PARSERS: Record<string, TermParser> = {
  manufacturer_name: oneOf(BRAND_SLUGS, 'manufacturerSlugs'),
  manufacturer_name_slug: oneOf(BRAND_SLUGS, 'manufacturerSlugs'),
  body_type: oneOf(BODY_TYPES, 'bodyTypes'),
  fuel_type: oneOf(FUEL_TYPES, 'fuelTypes'),
  gear_type: oneOf(GEAR_TYPES, 'gearTypes'),
  inventory_type: oneOf(INVENTORY_TYPES, 'inventoryTypes'),
  color: oneOf(OFFER_FILTER_COLOURS, 'colors'),
  delivery_time: oneOf(DELIVERY_TIME_BANDS, 'deliveryTimes'),
  delivery_option: oneOf(DELIVERY_OPTIONS, 'deliveryOptions'),
  equipment_categories: oneOf(EQUIPMENT_CATEGORIES, 'equipmentCategories'),
  months: numbersOf(ALLOWED_MONTHS, 'months'),
  km_per_year: numbersOf(ALLOWED_KM_PER_YEAR, 'kmPerYear'),
  ...PANEL_FLAG_PARSERS,
  sonderangebote: flag('sonderangebote'),
  color_package: ignoredFlag,
  car_series: (values, key, filter) => {
    for (const value of values) if (!SLUG_PATTERN.test(value)) throw invalidParameter(key, `Der Wert „${shorten(value)}“ ist für „${key}“ nicht erlaubt.`);
    filter.carSeriesSlugs = [...new Set([...filter.carSeriesSlugs, ...values])];
  },
  // The final offer's offer_type (spec 3.4): stock, or anything else.
  offer_type: (values, key, filter) => offerTypes(values, key, filter),
  offer_types: (values, key, filter) => offerTypes(values, key, filter),
  step: (values, key) => void integerOf(values.length === 1 ? values[0] : values, key, 0, 20),
};

function offerTypes(values: string[], key: string, filter: OfferFilter): void {
  const allowed: readonly string[] = OFFER_TYPES;
  for (const value of values) if (!allowed.includes(value)) throw invalidParameter(key, `„${key}“ erlaubt nur ${OFFER_TYPES.join(' und ')}.`);
  const types = values.flatMap((v) => (v === 'stock' ? ['stock'] : ['ordered', 'pre_ordered']));
  filter.inventoryTypes = [...new Set([...filter.inventoryTypes, ...types])];
}

/** Keys besides the filters that every offer search accepts. */
export const CONTROL_KEYS = ['customer_group', 'customer_type', 'aggregation', 'sort', 'sort_direction', 'page', 'size', 'aggregation_field'];

const TERM_KEY = /^term\[([a-z0-9_]{1,60})\]$/;
const RANGE_KEY = /^(?:range\[([a-z_]{1,40})\]\[(gte|lte)\]|([a-z_]{1,40})\[(gte|lte|min|max)\])$/;
const ACTIVE_KEY = /^car_spec_active_(b2b|b2c)$/;

export interface SplitQuery {
  filter: OfferFilter;
  /** Control keys (aggregation, sort, page…) for the endpoint to read. */
  control: RawQuery;
}

/**
 * Splits a raw query into the filter and the control keys. Accepts `term[key]=v`, `term[key][]=v`,
 * plain `key=v` (values repeated or comma-separated), and ranges as `range[key][gte|lte]` or
 * `key[gte|lte|min|max]`. Unknown keys or values answer 400 (invalid_parameter / unknown_parameter).
 */
export function parseOfferQuery(query: RawQuery, controlKeys: readonly string[] = CONTROL_KEYS): SplitQuery {
  const control: RawQuery = {};
  const filter: OfferFilter = {
    customerGroup: 'b2b',
    manufacturerSlugs: [],
    carSeriesSlugs: [],
    bodyTypes: [],
    fuelTypes: [],
    gearTypes: [],
    inventoryTypes: [],
    colors: [],
    deliveryTimes: [],
    deliveryOptions: [],
    equipmentCategories: [],
    months: [],
    kmPerYear: [],
    alsoActiveFor: [],
    ranges: {},
  };
  let quoteGroup: string | undefined;
  for (const [rawKey, value] of Object.entries(query)) {
    if (rawKey.length > 80) throw unknownParameter(rawKey);
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (controlKeys.includes(key)) {
      control[key] = value;
      continue;
    }
    const range = RANGE_KEY.exec(key);
    if (range) {
      const name = range[1] ?? range[3];
      const bound = range[2] ?? range[4];
      if (!(OFFER_RANGE_KEYS as readonly string[]).includes(name)) throw unknownParameter(rawKey);
      addRange(filter, name as OfferRangeKey, bound === 'gte' || bound === 'min' ? 'min' : 'max', value, rawKey);
      continue;
    }
    const term = TERM_KEY.exec(key)?.[1] ?? key;
    if (term === 'quote_customer_group') {
      quoteGroup = catalogueSingleOf(value, rawKey);
      continue;
    }
    const active = ACTIVE_KEY.exec(term);
    if (active) {
      if (booleanOf(value, rawKey) !== true) throw invalidParameter(rawKey, `„${rawKey}“ erlaubt nur true.`);
      filter.alsoActiveFor.push(active[1] as CustomerGroup);
      continue;
    }
    const parser = TERM_PARSERS[term];
    if (!parser) throw unknownParameter(rawKey);
    parser(catalogueListOf(value, rawKey), rawKey, filter);
  }
  filter.customerGroup = customerGroupOf(control);
  // The front sends term[quote_customer_group] beside customer_group (spec 7.2); they must agree.
  if (quoteGroup !== undefined) {
    const explicit = control.customer_group !== undefined || control.customer_type !== undefined;
    if (quoteGroup !== 'b2b' && quoteGroup !== 'b2c') throw invalidParameter('term[quote_customer_group]');
    if (explicit && quoteGroup !== filter.customerGroup) {
      throw invalidParameter('term[quote_customer_group]', 'term[quote_customer_group] widerspricht customer_group.');
    }
    filter.customerGroup = quoteGroup;
  }
  for (const [name, range] of Object.entries(filter.ranges)) {
    if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
      throw invalidParameter(name, `Bei „${name}“ ist das Minimum größer als das Maximum.`);
    }
  }
  return { filter, control };
}

function addRange(filter: OfferFilter, name: OfferRangeKey, bound: 'min' | 'max', value: string | string[] | undefined, rawKey: string): void {
  const text = catalogueSingleOf(value, rawKey);
  if (text === undefined || text === '') return;
  const parsed = parseOfferRangeBound(name, text);
  if ('problem' in parsed) {
    throw invalidParameter(
      rawKey,
      parsed.problem === 'not_whole_number' ? `„${rawKey}“ muss eine nicht negative ganze Zahl sein.` : `„${rawKey}“ darf höchstens ${OFFER_RANGE_CAPS[name]} sein.`,
    );
  }
  filter.ranges[name] = { ...filter.ranges[name], [bound]: parsed.value };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * The `@QueryRest` of the offer endpoints: the filters are every key but the DTO's declared
 * parameters, which their own parsers check (so `page[]` is an unknown filter, not a page);
 * customer_group and customer_type also choose the filter's group, as in parseOfferQuery.
 */
export const offerFiltersOf: QueryRestParser<OfferFilter> = (query, declared) => {
  const groupKeys: readonly string[] = CUSTOMER_GROUP_KEYS;
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !declared.includes(key) || groupKeys.includes(key)));
  return parseOfferQuery(filters, CUSTOMER_GROUP_KEYS).filter;
};
