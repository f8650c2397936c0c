import {
  formatBrandTitle,
  leasingFactorOf,
  priceRating,
  INVENTORY_TYPE_LABELS,
  type CarSeriesDto,
  type CarSpecDto,
  type CustomerGroup,
  type ElectricVehicleData,
  type FuelType,
  type GearType,
  type LeaseTermDto,
  type OfferCustomerGroups,
  type OfferListItem,
  type ProductResponse,
  type ServiceType,
} from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { RuntimeConfig } from '@autoleasing/infra';
import { PG_POOL, RUNTIME_CONFIG } from '../../../../core/tokens';
import { emissionSummary, equipmentList, toCarModelDto, type CarModelRow } from '../../shared/car-model-dto';
import { deliveryPrices, forGroup, loadCarSpec, type CarSpecRow } from '../../shared/car-spec-row';
import { assertOfferVisibleTo, ownGroupOf } from '../../shared/group-visibility';
import { OFFER_LIST_COLUMNS, toOfferListItems, type OfferListRow } from '../../shared/offer-list-item';
import { offerNotFound } from '../../shared/catalogue-errors';
import { OfferListsService } from '../../shared/offer-lists.service';
import { GROUP_VISIBLE } from '../../shared/offer-sql';
import { preparedQuery } from '../../shared/prepared-query';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { CatalogueVersion } from '../../../../common/consistency/catalogue-version.service';
import { VersionedCache } from '../../shared/versioned-cache';
import { ProductDetailQuery } from './product-detail.query';
import { carPictureUrl } from '@autoleasing/contracts';

interface TermRow {
  months: number;
  km_per_year: number;
  finance_rate_cents: string;
  gross_finance_rate_cents: string;
  finance_rate_cents_without_bafa: string;
  insurance_rate_cents: string;
  service_rate_cents: string;
  service_type: ServiceType;
  effective_rate_percent: string;
  downpayment_cents: string;
  price_in_cents_per_extra_km: number;
  discount_in_cents_per_untapped_km: number;
}

const SIMILAR_CARS = 6;

/** Stands in for the visitor's recently seen cars in a cached detail's JSON (a NUL never occurs in our data). */
const LAST_SEEN_MARK = JSON.stringify('\u0000last_seen');

/** A detail's JSON, cut where the recently seen cars go. */
interface SerialisedDetail {
  head: string;
  tail: string;
}

/** The car detail of spec 3.10: offer, model, series, terms in the group's prices, similar and last seen cars. */
@QueryHandler(ProductDetailQuery)
export class ProductDetailHandler implements IQueryHandler<ProductDetailQuery> {
  /** An offer's detail as one group sees it, without the visitor's recently seen cars, per catalogue version. */
  private readonly details: VersionedCache<SerialisedDetail>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
    private readonly lists: OfferListsService,
    version: CatalogueVersion,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.details = new VersionedCache(() => version.current(), config.catalogueResponseCacheEntries);
  }

  async execute({ id, customerGroup: requested, lastSeenCarIds }: ProductDetailQuery): Promise<string> {
    const group = requested ?? (await this.groupOfUnchosen(id));
    const detail = await this.details.get(`${id}|${group}`, () => this.serialisedDetail(id, group));
    const lastSeen = await this.lists.byIds(lastSeenCarIds, group);
    return detail.head + JSON.stringify(lastSeen) + detail.tail;
  }

  /**
   * A visitor who has not chosen a group sees an offer open to one group only in that group's
   * prices (issue 16), instead of the 400 page; offers for both groups default to b2b (spec 9).
   */
  private async groupOfUnchosen(id: string): Promise<CustomerGroup> {
    // Listed means a row in offer_prices (the offer-prices projection's); it copies customer_groups.
    const { rows } = await preparedQuery<{ customer_groups: OfferCustomerGroups }>(this.pool, 'SELECT customer_groups FROM offer_prices WHERE id = $1', [id]);
    if (!rows[0]) throw offerNotFound();
    return ownGroupOf(rows[0].customer_groups);
  }

  /** Serialised once per offer, group and catalogue version; only the last seen cars vary per visitor. */
  private async serialisedDetail(id: string, group: CustomerGroup): Promise<SerialisedDetail> {
    const detail = await this.detail(id, group);
    const parts = JSON.stringify({ ...detail, meta: { ...detail.meta, last_seen: '\u0000last_seen' } }).split(LAST_SEEN_MARK);
    if (parts.length !== 2) throw new Error('product detail: the last_seen mark must occur exactly once');
    return { head: parts[0], tail: parts[1] };
  }

  private async detail(id: string, group: CustomerGroup): Promise<ProductResponse> {
    const [spec, terms] = await Promise.all([
      loadCarSpec(this.pool, id),
      preparedQuery<TermRow>(this.pool, 'SELECT lt.*, tp.finance_rate_cents, tp.gross_finance_rate_cents, tp.finance_rate_cents_without_bafa, tp.effective_rate_percent, tp.net_loan_amount_cents, tp.total_amount_cents FROM lease_terms lt JOIN offer_term_prices tp USING (car_spec_id, months, km_per_year) WHERE lt.car_spec_id = $1 ORDER BY lt.months, lt.km_per_year', [id]),
    ]);
    assertOfferVisibleTo(spec.customer_groups, group);
    const [similar, hot, refs] = await Promise.all([
      this.similarCars(spec, group),
      this.lists.hotOffers(group, 6),
      this.referenceData.get(),
    ]);
    const series = refs.series.get(spec.car_series_id);
    const manufacturer = refs.manufacturers.get(spec.manufacturer_id);
    const listPriceCents = Number(group === 'b2c' ? spec.gross_list_price_cents : spec.list_price_cents);
    const leaseTerms = terms.rows.map((t) => toLeaseTerm(t, group, listPriceCents));
    const reference = terms.rows.find((t) => t.months === 36 && t.km_per_year === 10000) ?? terms.rows[0];
    const carSeries: CarSeriesDto = {
      id: spec.car_series_id,
      manufacturer_id: spec.manufacturer_id,
      manufacturer_name: manufacturer?.slug ?? '',
      name: formatBrandTitle(series?.name ?? ''),
      slug: series?.slug ?? '',
      body_type: spec.model.body_type,
      offers_count: 0,
      cheapest_finance_rate_cents: null,
      customer_group: group,
    };
    const emissions = emissionSummary(spec.model);
    return {
      customer_group: group,
      car_spec: toCarSpec(spec, group, manufacturer?.slug ?? '', manufacturer?.name ?? '', reference ? Number(reference.effective_rate_percent) : 0, leaseTerms),
      car_model: toCarModelDto(spec.model),
      car_series: carSeries,
      quote: { id: spec.id, car_spec_id: spec.id, customer_group: group, dealer_id: spec.dealer_id, bank_id: spec.bank_id },
      lease_terms: leaseTerms,
      meta: {
        similar_cars: similar,
        last_seen: [],
        hot_offers: hot.filter((o) => o.id !== spec.id),
        bafa_bonus_available: spec.bafa_bonus_available,
        // The state BAFA bonus ended in December 2023; a manufacturer share is never certain until ordered.
        bafa_bonus_uncertain: spec.bafa_bonus_available && Number(spec.bafa_government_cents) === 0,
        emissions,
      },
    };
  }

  /**
   * Same series, visible to the group, closest in rate: what a visitor compares next. Two probes
   * walk the (series, rate) index up and down from this offer's rate, so a series with thousands
   * of offers costs no more than one with ten.
   */
  private async similarCars(spec: CarSpecRow, group: CustomerGroup): Promise<OfferListItem[]> {
    const rate = group === 'b2c' ? 'cs.cheapest_gross_finance_rate_cents' : 'cs.cheapest_finance_rate_cents';
    const target = Number(group === 'b2c' ? spec.cheapest_gross_finance_rate_cents : spec.cheapest_finance_rate_cents);
    const probe = (op: '>=' | '<', order: 'ASC' | 'DESC') =>
      `(SELECT ${OFFER_LIST_COLUMNS}, cs.cheapest_finance_rate_cents AS net_rate, cs.cheapest_gross_finance_rate_cents AS gross_rate
        FROM offer_prices cs WHERE cs.car_series_id = $1 AND ${GROUP_VISIBLE[group]} AND ${rate} ${op} $3 AND cs.id <> $2
        ORDER BY ${rate} ${order} LIMIT ${SIMILAR_CARS})`;
    const { rows } = await preparedQuery<OfferListRow>(this.pool, `${probe('>=', 'ASC')} UNION ALL ${probe('<', 'DESC')}`, [
      spec.car_series_id,
      spec.id,
      target,
    ]);
    const distance = (r: OfferListRow) => Math.abs(Number(group === 'b2c' ? r.gross_rate : r.net_rate) - target);
    const nearest = rows.sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id)).slice(0, SIMILAR_CARS);
    const refs = await this.referenceData.withModels(nearest.map((r) => r.car_model_id));
    return toOfferListItems(this.pool, nearest, group, refs);
  }
}

/** A term in the group's prices, with the Leasingfaktor of its own rate (contracts leasingFactorOf). */
function toLeaseTerm(t: TermRow, group: CustomerGroup, listPriceCents: number): LeaseTermDto {
  // The stored gross rate is the one lists show; the others are converted the same way (× 1.19, rounded).
  const rateCents = Number(group === 'b2c' ? t.gross_finance_rate_cents : t.finance_rate_cents);
  const leasingFactor = leasingFactorOf(rateCents, listPriceCents);
  return {
    months: t.months,
    km_per_year: t.km_per_year,
    finance_rate_cents: rateCents,
    finance_rate_cents_without_bafa: forGroup(t.finance_rate_cents_without_bafa, group),
    insurance_rate_cents: forGroup(t.insurance_rate_cents, group),
    service_rate_cents: forGroup(t.service_rate_cents, group),
    service_type: t.service_type,
    price_in_cents_per_extra_km: forGroup(t.price_in_cents_per_extra_km, group),
    discount_in_cents_per_untapped_km: forGroup(t.discount_in_cents_per_untapped_km, group),
    downpayment_cents: forGroup(t.downpayment_cents, group),
    leasing_factor: leasingFactor,
    price_rating: priceRating(leasingFactor),
  };
}

function toCarSpec(spec: CarSpecRow, group: CustomerGroup, brandSlug: string, brandName: string, effectiveRate: number, terms: LeaseTermDto[]): CarSpecDto {
  const model: CarModelRow = spec.model;
  // The "ab" rate is the cheapest term's: its Leasingfaktor, not the 36 m / 10,000 km reference's.
  const cheapest = terms.reduce<LeaseTermDto | undefined>((best, t) => (best === undefined || t.finance_rate_cents < best.finance_rate_cents ? t : best), undefined);
  const leasingFactor = cheapest?.leasing_factor ?? Number.NaN;
  return {
    id: spec.id,
    manufacturer_name: brandSlug,
    manufacturer_display_name: formatBrandTitle(brandName),
    name: formatBrandTitle(`${brandName} ${model.name}`),
    model_name: model.name,
    list_price_cents: Number(group === 'b2c' ? spec.gross_list_price_cents : spec.list_price_cents),
    bank_name: spec.bank_name,
    effective_rate: effectiveRate,
    dealership_id: spec.dealer_id,
    dealership_state: spec.dealer_state,
    bafa_downpayment_cents: Number(spec.bafa_downpayment_cents),
    bafa_government_cents: Number(spec.bafa_government_cents),
    cashback_cents: Number(spec.cashback_cents),
    additional_equipment_cost_cents: forGroup(spec.additional_equipment_cost_cents, group),
    delivery_time: spec.delivery_time as CarSpecDto['delivery_time'],
    inventory_type: spec.inventory_type,
    offer_type_i18n: INVENTORY_TYPE_LABELS[spec.inventory_type],
    fuel_type: spec.fuel_type as FuelType,
    gear_type: spec.gear_type as GearType,
    engine_name: model.engine_name,
    horsepower: spec.horsepower,
    co2_class: model.co2_class,
    co2_emission_test_procedure: model.emission_test_procedure,
    delivery: deliveryPrices(spec, group),
    insurance_available: spec.insurance_available,
    is_hot_offer: spec.hot_offer,
    sonderangebote: spec.sonderangebote,
    show_color_as: spec.show_color_as,
    color: spec.color,
    interior_color: spec.interior_color,
    interior_type: spec.interior_type,
    extra_equipment: equipmentList(spec.extra_equipment),
    leasing_factor: leasingFactor,
    price_rating: priceRating(leasingFactor),
    electric_vehicle: electricData(model),
    image_url: carPictureUrl(model.body_type, spec.color),
    image_paths: [carPictureUrl(model.body_type, spec.color, 'side'), carPictureUrl(model.body_type, spec.color, 'front')],
  };
}

/** 'hh:mm h'; zero minutes is the '00:00 h' that counts as absent (spec 3.10). */
function chargingTime(minutes: number | null): string | null {
  if (!minutes) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} h`;
}

function electricData(model: CarModelRow): ElectricVehicleData | null {
  if (model.battery_capacity_kwh === null) return null;
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    battery_type: model.battery_type,
    battery_capacity_kwh: n(model.battery_capacity_kwh),
    consumption_kwh_per_100km: n(model.electric_consumption_combined),
    hybrid_consumption_l_per_100km: model.fuel_type === 'hybrid' ? n(model.fuel_consumption_combined) : null,
    range_km: model.electric_range_km,
    base_range_km: model.base_range_km,
    onboard_charger_kw: n(model.onboard_charger_kw),
    charging_time_home_100: chargingTime(model.charging_minutes_home_100),
    charging_time_home_80: chargingTime(model.charging_minutes_home_80),
    charging_time_fast: chargingTime(model.charging_minutes_fast),
    charging_time_alternating_current: chargingTime(model.charging_minutes_ac),
  };
}
