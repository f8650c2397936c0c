import {
  EXTRA_LABELS,
  EXTRA_NAMES,
  availableOpsActions,
  carPictureUrl,
  logisticsFlags,
  type AdminDealRowDto,
  type AttachedDocumentDto,
  type BodyType,
  type CustomerGroup,
  type DealCustomerState,
  type DealDto,
  type DeliveryOption,
  type DeliveryTimeBand,
  type ExtraDto,
  type ExtraName,
  type FinalOfferDto,
  type FinalOfferExtrasDto,
  type FinanceOption,
  type FinanceSelection,
  type LogisticsChoice,
  type PaymentStatus,
} from '@autoleasing/contracts';
import { dealMonthlyRateCents, dealNotFound, deliveryPriceForGroup, extraPriceForGroup, notFound } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

export interface DealRow {
  id: string;
  customer_id: string;
  customer_group: CustomerGroup;
  customer_state: DealCustomerState;
  car_spec_id: string;
  car_model_id: string;
  final_offer_id: string;
  months: number;
  km_per_year: number;
  list_price_cents: string;
  downpayment_cents: string;
  fleet_size: number;
  offer_type: 'stock' | 'other';
  bafa_bonus_available: boolean;
  finance_rate_cents: string;
  service_rate_cents: string;
  insurance_rate_cents: string;
  price_in_cents_per_extra_km: number;
  discount_in_cents_per_untapped_km: number;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
  delivery_option: DeliveryOption;
  extras_agb_consent: boolean;
  selected_extra: ExtraName | null;
  logistics: LogisticsChoice | null;
  finance_options: FinanceOption;
  finance_selection: FinanceSelection | null;
  payment_status: PaymentStatus | null;
  referred_by_code: string | null;
  delivery_time: DeliveryTimeBand | null;
  self_assessment_form_generated: boolean;
  /** Issue 17: set by DealOrderPlaced. */
  order_number: string | null;
  revision: string;
  last_actor_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  // joined
  manufacturer_name: string;
  car_series_name: string;
  car_model_name: string;
  body_type: BodyType;
  color: string;
  delivery_by_home_cents: string | null;
  delivery_by_dealer_cents: string | null;
  delivery_by_factory_cents: string | null;
  /** Documents attached to the deal or its final offer (documents table of the documents flow). */
  attached_documents: AttachedDocumentDto[];
  customer_name?: string | null;
}

const SELECT = `
  SELECT d.*, m.name AS manufacturer_name, cs.name AS car_series_name, cm.name AS car_model_name, cm.body_type,
         s.color, s.delivery_by_dealer_cents, s.delivery_by_factory_cents, s.delivery_by_home_cents,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'id', doc.id, 'attachment_type', doc.attachment_type, 's3_key', doc.s3_key, 'contentType', doc.content_type,
                    'file_name', doc.original_filename,
                    'created_at', to_char(doc.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY doc.created_at)
             FROM documents doc
            WHERE doc.deal_id = d.id AND doc.deleted_at IS NULL AND doc.attached_to IN ('deal', 'final_offer')
         ), '[]'::json) AS attached_documents
    FROM deals d
    JOIN car_models cm ON cm.id = d.car_model_id
    JOIN car_series cs ON cs.id = cm.car_series_id
    JOIN manufacturers m ON m.id = cm.manufacturer_id
    JOIN car_specs s ON s.id = d.car_spec_id`;

/*
 * The customer's queries run as named statements: prepared once per connection, so PostgreSQL
 * does not plan the five-table join again for every checkout step (planning it cost more than
 * running it; checkout bench, issue 5).
 */
const OWN_DEAL = `${SELECT} WHERE d.id = $1 AND d.customer_id = $2 AND d.customer_state <> 'customer_archived'`;
const OWN_DEAL_BY_FINAL_OFFER = `${SELECT} WHERE d.final_offer_id = $1 AND d.customer_id = $2 AND d.customer_state <> 'customer_archived'`;
const LIST_OWN = `${SELECT} WHERE d.customer_id = $1 AND d.customer_state <> 'customer_archived' ORDER BY d.updated_at DESC LIMIT 100`;


/** Queries of the deals read model, and its answer shapes (spec 3.3, 3.4). */
@Injectable()
export class DealReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * The customer's own deal. Another customer's deal, an unknown id and an archived deal all
   * answer the same 404 (spec 4.1: archived is treated as not found; ownership is not disclosed).
   */
  async ownDeal(dealId: string, customerId: string): Promise<DealRow> {
    const row = await this.findOwnDeal(dealId, customerId);
    if (!row) throw dealNotFound();
    return row;
  }

  /** The customer's live deal, or undefined: not theirs, archived, or not in the read model yet. */
  async findOwnDeal(dealId: string, customerId: string): Promise<DealRow | undefined> {
    const { rows } = await this.pool.query<DealRow>({ name: 'deal_own', text: OWN_DEAL, values: [dealId, customerId] });
    return rows[0];
  }

  /** The ownership check alone (one index lookup), for commands that answer from the read model afterwards. */
  async assertOwnDeal(dealId: string, customerId: string): Promise<{ customer_group: CustomerGroup }> {
    const { rows } = await this.pool.query<{ customer_group: CustomerGroup }>({
      name: 'deal_own_check',
      text: "SELECT customer_group FROM deals WHERE id = $1 AND customer_id = $2 AND customer_state <> 'customer_archived'",
      values: [dealId, customerId],
    });
    if (!rows[0]) throw dealNotFound();
    return rows[0];
  }

  async ownDealByFinalOffer(finalOfferId: string, customerId: string): Promise<DealRow> {
    const { rows } = await this.pool.query<DealRow>({ name: 'deal_own_by_final_offer', text: OWN_DEAL_BY_FINAL_OFFER, values: [finalOfferId, customerId] });
    if (!rows[0]) throw notFound('final_offer_not_found', 'Das Angebot wurde nicht gefunden.');
    return rows[0];
  }

  async anyDeal(dealId: string): Promise<DealRow> {
    const { rows } = await this.pool.query<DealRow>(
      `${SELECT.replace('FROM deals d', 'FROM deals d LEFT JOIN users u ON u.id = d.customer_id').replace('s.delivery_by_home_cents', "s.delivery_by_home_cents, NULLIF(concat_ws(' ', u.first_name, u.last_name, u.company_name), '') AS customer_name")} WHERE d.id = $1`,
      [dealId],
    );
    if (!rows[0]) throw dealNotFound();
    return rows[0];
  }

  async listOwn(customerId: string): Promise<DealRow[]> {
    const { rows } = await this.pool.query<DealRow>({ name: 'deal_list_own', text: LIST_OWN, values: [customerId] });
    return rows;
  }

  /** Ops list: deals in the given states (default: from checkout_completed on), newest change first. */
  async listForOps(states: readonly DealCustomerState[], page: number, perPage: number): Promise<{ rows: DealRow[]; total: number }> {
    const select = SELECT.replace('FROM deals d', 'FROM deals d LEFT JOIN users u ON u.id = d.customer_id').replace(
      's.delivery_by_home_cents',
      "s.delivery_by_home_cents, NULLIF(concat_ws(' ', u.first_name, u.last_name, u.company_name), '') AS customer_name",
    );
    const [list, count] = await Promise.all([
      this.pool.query<DealRow>(`${select} WHERE d.customer_state = ANY($1::text[]) ORDER BY d.updated_at DESC, d.id LIMIT $2 OFFSET $3`, [
        states,
        perPage,
        (page - 1) * perPage,
      ]),
      this.pool.query<{ total: number }>('SELECT count(*)::int AS total FROM deals WHERE customer_state = ANY($1::text[])', [states]),
    ]);
    return { rows: list.rows, total: count.rows[0].total };
  }
}

export function extrasOf(row: DealRow): ExtraDto[] {
  return EXTRA_NAMES.map((name) => ({
    extra_id: name,
    extra: { name, label: EXTRA_LABELS[name] },
    selected: row.selected_extra === name,
    price_cents: extraPriceForGroup(name, row.delivery_by_home_cents, row.customer_group),
  }));
}

const DELIVERY_PRICE_COLUMN: Readonly<Record<DeliveryOption, (row: DealRow) => string | null>> = {
  by_home: (row) => row.delivery_by_home_cents,
  by_dealer: (row) => row.delivery_by_dealer_cents,
  by_factory: (row) => row.delivery_by_factory_cents,
};

export function toFinalOfferDto(row: DealRow): FinalOfferDto {
  const finance = Number(row.finance_rate_cents);
  const service = Number(row.service_rate_cents);
  const insurance = Number(row.insurance_rate_cents);
  const total = dealMonthlyRateCents(row);
  return {
    id: row.final_offer_id,
    deal_id: row.id,
    months: row.months,
    km_per_year: row.km_per_year,
    final_car_model_id: row.car_model_id,
    final_car_model: {
      manufacturer_name: row.manufacturer_name,
      car_series_name: row.car_series_name,
      image_public_url: carPictureUrl(row.body_type, row.color),
      name: row.car_model_name,
    },
    car_spec_id: row.car_spec_id,
    list_price_cents: Number(row.list_price_cents),
    downpayment_cents: Number(row.downpayment_cents),
    fleet_size: row.fleet_size,
    offer_type: row.offer_type,
    customer_group: row.customer_group,
    finance_rate_cents: finance,
    service_rate_cents: service,
    insurance_rate_cents: insurance,
    total_rate_cents: total,
    total_rate_with_extras_cents: total,
    bafa_bonus_available: row.bafa_bonus_available,
    price_in_cents_per_extra_km: row.price_in_cents_per_extra_km,
    discount_in_cents_per_untapped_km: row.discount_in_cents_per_untapped_km,
    insurance_enabled: row.insurance_enabled,
    service_package_enabled: row.service_package_enabled,
    delivery_option: row.delivery_option,
    delivery_price_cents: deliveryPriceForGroup(DELIVERY_PRICE_COLUMN[row.delivery_option](row), row.customer_group),
    extras_agb_consent: row.extras_agb_consent,
  };
}

export function toDealDto(row: DealRow, attachedDocuments: AttachedDocumentDto[] = row.attached_documents): DealDto {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer_group: row.customer_group,
    customer_state: row.customer_state,
    car_spec_id: row.car_spec_id,
    final_offer: toFinalOfferDto(row),
    extras: extrasOf(row),
    logistics: row.logistics,
    insurance_enabled: row.insurance_enabled,
    service_package: row.service_package_enabled,
    downpayment_cents: Number(row.downpayment_cents),
    selected: row.finance_selection !== null,
    finance_options: row.finance_options,
    finance_selection: row.finance_selection,
    payment_status: row.payment_status,
    order_number: row.order_number ?? null,
    isSelfAssesmentFormGenerated: row.self_assessment_form_generated,
    attached_documents: attachedDocuments,
    referred_by_code: row.referred_by_code,
    delivery_time: row.delivery_time,
    revision: Number(row.revision),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    caught_up: true,
  };
}

export function toExtrasDto(row: DealRow): FinalOfferExtrasDto {
  const flags = logisticsFlags(row.logistics);
  return {
    extras: extrasOf(row),
    logistics: row.logistics,
    delivery_selected: flags.delivery,
    registration_selected: flags.registration,
    delivery_option: row.delivery_option,
  };
}

export function toAdminRow(row: DealRow): AdminDealRowDto {
  const offer = toFinalOfferDto(row);
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer_name: row.customer_name ?? '',
    customer_group: row.customer_group,
    customer_state: row.customer_state,
    order_number: row.order_number ?? null,
    payment_status: row.payment_status,
    manufacturer_name: row.manufacturer_name,
    car_series_name: row.car_series_name,
    car_model_name: row.car_model_name,
    total_rate_cents: offer.total_rate_cents,
    delivery_time: row.delivery_time,
    available_actions: availableOpsActions(row.customer_state),
    last_actor_user_id: row.last_actor_user_id,
    updated_at: row.updated_at.toISOString(),
  };
}
