import {
  formatBrandTitle,
  INVENTORY_TYPE_LABELS,
  type BodyType,
  type CustomerGroup,
  type DeliveryTimeBand,
  type FuelType,
  type GearType,
  type InventoryType,
  type OfferListItem,
} from '@autoleasing/contracts';
import { priceRating } from '@autoleasing/domain';
import { carPictureUrl } from '@autoleasing/contracts';
import type { ReferenceSnapshot } from './reference-data.service';

/** Columns of offer_prices (alias cs: listed offers with their catalogue columns) an offer list item needs; rates are appended by the caller. */
export const OFFER_LIST_COLUMNS =
  'cs.id, cs.car_model_id, cs.car_series_id, cs.manufacturer_id, cs.body_type, cs.fuel_type, cs.gear_type, cs.horsepower, ' +
  'cs.color, cs.inventory_type, cs.delivery_time, cs.hot_offer, cs.sonderangebote, cs.list_price_cents, cs.gross_list_price_cents, ' +
  'cs.leasing_factor';

export interface OfferListRow {
  id: string;
  car_model_id: string;
  car_series_id: string;
  manufacturer_id: string;
  body_type: BodyType;
  fuel_type: FuelType;
  gear_type: GearType;
  horsepower: number;
  color: string;
  inventory_type: InventoryType;
  delivery_time: DeliveryTimeBand;
  hot_offer: boolean;
  sonderangebote: boolean;
  list_price_cents: string;
  gross_list_price_cents: string;
  leasing_factor: string;
  net_rate: string;
  gross_rate: string;
}

export interface TermOfRate {
  months: number | null;
  kmPerYear: number | null;
}

/** A row as the group sees it: net figures for b2b, gross for b2c. */
export function toOfferListItem(row: OfferListRow, group: CustomerGroup, refs: ReferenceSnapshot, term: TermOfRate): OfferListItem {
  const manufacturer = refs.manufacturers.get(row.manufacturer_id);
  const series = refs.series.get(row.car_series_id);
  const model = refs.models.get(row.car_model_id);
  const leasingFactor = Number(row.leasing_factor);
  return {
    id: row.id,
    car_model_id: row.car_model_id,
    car_series_id: row.car_series_id,
    manufacturer_id: row.manufacturer_id,
    manufacturer_name: manufacturer?.slug ?? '',
    manufacturer_display_name: formatBrandTitle(manufacturer?.name ?? ''),
    car_series_name: series?.name ?? '',
    car_series_slug: series?.slug ?? '',
    name: model?.name ?? '',
    trim_level: model?.trimLevel ?? '',
    body_type: row.body_type,
    fuel_type: row.fuel_type,
    gear_type: row.gear_type,
    horsepower: row.horsepower,
    color: row.color,
    inventory_type: row.inventory_type,
    inventory_type_i18n: INVENTORY_TYPE_LABELS[row.inventory_type],
    delivery_time: row.delivery_time,
    hot_offer: row.hot_offer,
    sonderangebote: row.sonderangebote,
    customer_group: group,
    finance_rate_cents: Number(group === 'b2c' ? row.gross_rate : row.net_rate),
    list_price_cents: Number(group === 'b2c' ? row.gross_list_price_cents : row.list_price_cents),
    leasing_factor: leasingFactor,
    price_rating: priceRating(leasingFactor),
    months: term.months,
    km_per_year: term.kmPerYear,
    image_url: carPictureUrl(row.body_type, row.color),
  };
}
