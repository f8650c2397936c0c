import { type CustomerGroup, type DeliveryOption, type DeliveryTimeBand } from '@autoleasing/contracts';
import { calculateDealRates, grossFromNetCents, invalid, notFound, ruleViolated, type FinalOfferTerms, type OfferPricing, type RateResult } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { deliveryOptionNotAvailable } from './checkout-errors';

/** An offer (car_spec) with one of its lease terms, as the rate calculation needs it. */
export interface OfferTerm {
  carSpecId: string;
  carModelId: string;
  customerGroups: 'b2b' | 'b2c' | 'both';
  active: boolean;
  inventoryType: 'ordered' | 'pre_ordered' | 'stock';
  deliveryTime: DeliveryTimeBand;
  insuranceAvailable: boolean;
  serviceType: 'none' | 'mandatory' | 'optional';
  /** Net default downpayment of the term. */
  termDownpaymentCents: number;
  deliveryPrices: Record<DeliveryOption, number | null>;
  pricing: OfferPricing;
}

interface Row {
  car_spec_id: string;
  car_model_id: string;
  customer_groups: 'b2b' | 'b2c' | 'both';
  active: boolean;
  inventory_type: 'ordered' | 'pre_ordered' | 'stock';
  delivery_time: DeliveryTimeBand;
  insurance_available: boolean;
  list_price_cents: string;
  discount_percent: string;
  absolute_bonus_cents: string;
  bafa_bonus_available: boolean;
  bafa_downpayment_cents: string;
  delivery_by_home_cents: string | null;
  delivery_by_dealer_cents: string | null;
  delivery_by_factory_cents: string | null;
  months: number;
  residual_value_cents: string;
  sollzins_percent: string;
  insurance_rate_cents: string;
  service_rate_cents: string;
  service_type: 'none' | 'mandatory' | 'optional';
  downpayment_cents: string;
  price_in_cents_per_extra_km: number;
  discount_in_cents_per_untapped_km: number;
}

const OTHER_GROUP_MESSAGE: Record<CustomerGroup, string> = {
  b2b: 'Leider ist dieses Angebot nur für Privatkunden verfügbar.',
  b2c: 'Leider ist dieses Angebot nur für Geschäftskunden verfügbar.',
};

const nullableCents = (value: string | null) => (value === null ? null : Number(value));

/** Reads offers and their lease terms from the catalogue tables and prices deals with the leasing math. */
@Injectable()
export class OfferPricingRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The offer with the term months × km; 404 when there is no such offer or term. */
  async load(carSpecId: string, months: number, kmPerYear: number): Promise<OfferTerm> {
    const { rows } = await this.pool.query<Row>({
      name: 'offer_term_load',
      text: `SELECT s.id AS car_spec_id, s.car_model_id, s.customer_groups, p.id IS NOT NULL AS active, s.inventory_type, s.delivery_time, s.insurance_available,
              s.list_price_cents, coalesce(p.discount_percent, 0) AS discount_percent, coalesce(p.absolute_bonus_cents, 0) AS absolute_bonus_cents, s.bafa_bonus_available, s.bafa_downpayment_cents,
              s.delivery_by_home_cents, s.delivery_by_dealer_cents, s.delivery_by_factory_cents,
              t.months, t.residual_value_cents, t.sollzins_percent, t.insurance_rate_cents, t.service_rate_cents, t.service_type,
              t.downpayment_cents, t.price_in_cents_per_extra_km, t.discount_in_cents_per_untapped_km
         FROM car_specs s JOIN lease_terms t ON t.car_spec_id = s.id LEFT JOIN offer_prices p ON p.id = s.id
        WHERE s.id = $1 AND t.months = $2 AND t.km_per_year = $3`,
      values: [carSpecId, months, kmPerYear],
    });
    const row = rows[0];
    if (!row) throw notFound('offer_term_not_found', 'Für dieses Angebot gibt es diese Laufzeit oder Kilometerleistung nicht.');
    return {
      carSpecId: row.car_spec_id,
      carModelId: row.car_model_id,
      customerGroups: row.customer_groups,
      active: row.active,
      inventoryType: row.inventory_type,
      deliveryTime: row.delivery_time,
      insuranceAvailable: row.insurance_available,
      serviceType: row.service_type,
      termDownpaymentCents: Number(row.downpayment_cents),
      deliveryPrices: {
        by_home: nullableCents(row.delivery_by_home_cents),
        by_dealer: nullableCents(row.delivery_by_dealer_cents),
        by_factory: nullableCents(row.delivery_by_factory_cents),
      },
      pricing: {
        baseListPriceNetCents: Number(row.list_price_cents),
        discountPercent: Number(row.discount_percent),
        absoluteBonusCents: Number(row.absolute_bonus_cents),
        bafaBonusAvailable: row.bafa_bonus_available,
        bafaDownpaymentCents: Number(row.bafa_downpayment_cents),
        residualValueCents: Number(row.residual_value_cents),
        sollzinsPercent: Number(row.sollzins_percent),
        months: row.months,
        insuranceRateCents: Number(row.insurance_rate_cents),
        serviceRateCents: Number(row.service_rate_cents),
        priceInCentsPerExtraKm: row.price_in_cents_per_extra_km,
        discountInCentsPerUntappedKm: row.discount_in_cents_per_untapped_km,
      },
    };
  }

  /** Spec 5.2/8: an offer of the other group is refused with the texts of the 400 page. */
  assertOrderable(offer: OfferTerm, group: CustomerGroup): void {
    if (!offer.active) throw ruleViolated('offer_not_orderable', 'Dieses Angebot ist derzeit nicht bestellbar.');
    if (offer.customerGroups !== 'both' && offer.customerGroups !== group) throw ruleViolated('offer_for_other_group', OTHER_GROUP_MESSAGE[group]);
  }

  /** The offer's own downpayment in the group's terms (gross for b2c). */
  defaultDownpayment(offer: OfferTerm, group: CustomerGroup): number {
    return group === 'b2c' ? grossFromNetCents(offer.termDownpaymentCents) : offer.termDownpaymentCents;
  }

  /** Final offer terms for a configuration, rates from the leasing math. */
  price(
    offer: OfferTerm,
    input: {
      group: CustomerGroup;
      months: number;
      kmPerYear: number;
      downpaymentCents: number;
      customListPriceCents?: number;
      insurance: boolean;
      servicePackage: boolean;
      deliveryOption: DeliveryOption;
      fleetSize?: number;
    },
  ): { terms: FinalOfferTerms; rates: RateResult } {
    const rates = calculateDealRates(offer.pricing, {
      customerGroup: input.group,
      customListPriceCents: input.customListPriceCents,
      downpaymentCents: input.downpaymentCents,
    });
    if (input.insurance && !offer.insuranceAvailable) {
      throw invalid('insurance_not_available', 'Für dieses Angebot ist keine Versicherung verfügbar.', [
        { field: 'insurance', code: 'not_available', message: 'Für dieses Angebot ist keine Versicherung verfügbar.' },
      ]);
    }
    if (offer.deliveryPrices[input.deliveryOption] === null) {
      throw deliveryOptionNotAvailable();
    }
    return {
      rates,
      terms: {
        months: input.months,
        kmPerYear: input.kmPerYear,
        listPriceCents: rates.customListPriceCents,
        downpaymentCents: input.downpaymentCents,
        fleetSize: input.fleetSize ?? 1,
        offerType: offer.inventoryType === 'stock' ? 'stock' : 'other',
        bafaBonusAvailable: offer.pricing.bafaBonusAvailable,
        // Spec 4.9: a mandatory service type forces the service package on.
        insuranceEnabled: input.insurance,
        servicePackageEnabled: offer.serviceType === 'mandatory' ? true : offer.serviceType === 'none' ? false : input.servicePackage,
        deliveryOption: input.deliveryOption,
        financeRateCents: rates.financeRateCents,
        serviceRateCents: rates.serviceRateCents,
        insuranceRateCents: rates.insuranceRateCents,
        priceInCentsPerExtraKm: rates.priceInCentsPerExtraKm,
        discountInCentsPerUntappedKm: rates.discountInCentsPerUntappedKm,
      },
    };
  }
}
