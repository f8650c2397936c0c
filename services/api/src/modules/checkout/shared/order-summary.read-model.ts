import {
  CONTRACT_TYPE_LABEL,
  dealOrderTotals,
  maskIban,
  type CustomerDetailsKind,
  type CustomerGroup,
  type DealOrderSummaryDto,
} from '@autoleasing/contracts';
import { dealFinanceExample, notFound } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { CustomerDetailsRepository } from './customer-details.repository';
import { DealReadModel, toDealDto, type DealRow } from './deal-read-model';
import { OfferPricingRepository } from './offer-pricing.repository';

interface LenderRow {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

type Details = Partial<Record<CustomerDetailsKind, Record<string, unknown>>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Where name, address and IBAN of the contract partner are saved, per group (spec 3.2 details kinds). */
const RECAP_SOURCES: Readonly<Record<CustomerGroup, { name: CustomerDetailsKind; address: CustomerDetailsKind; iban: CustomerDetailsKind }>> = {
  b2c: { name: 'private_personal_details', address: 'private_personal_details', iban: 'private_banking_details' },
  b2b: { name: 'business_company_details', address: 'business_company_details', iban: 'business_company_details' },
};

/**
 * The summary's contract figures for one deal: § 17 PAngV example of the deal's own final offer
 * (leasing math on its list price, Anzahlung and term), the lender of the offer, the Gesamtbetrag
 * line by line (contracts' dealOrderTotals, as the page adds it up) and a recap of the customer
 * whose IBAN is masked here, so the full IBAN never reaches the summary page.
 */
@Injectable()
export class OrderSummaryReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly deals: DealReadModel,
    private readonly offers: OfferPricingRepository,
    private readonly details: CustomerDetailsRepository,
  ) {}

  async forCustomer(dealId: string, customerId: string): Promise<DealOrderSummaryDto> {
    const row = await this.deals.ownDeal(dealId, customerId);
    const [offer, lender, details] = await Promise.all([
      this.offers.load(row.car_spec_id, row.months, row.km_per_year),
      this.lender(row.car_spec_id),
      this.details.byKind(customerId, Object.values(RECAP_SOURCES[row.customer_group])),
    ]);
    const deal = toDealDto(row);
    const example = dealFinanceExample(offer.pricing, {
      customerGroup: row.customer_group,
      customListPriceCents: deal.final_offer.list_price_cents,
      downpaymentCents: deal.final_offer.downpayment_cents,
    });
    const totals = dealOrderTotals(deal);
    return {
      deal_id: row.id,
      customer_group: row.customer_group,
      contract_type: CONTRACT_TYPE_LABEL,
      lender,
      borrow_rate_percent: example.sollzinsPercent,
      borrow_rate_fixed: true,
      annual_percentage_rate_percent: example.effectiveAnnualRatePercent,
      net_loan_amount_cents: example.netLoanAmountCents,
      months: deal.final_offer.months,
      monthly_rate_cents: deal.final_offer.total_rate_cents,
      downpayment_cents: deal.final_offer.downpayment_cents,
      totals: { lines: totals.lines.map((l) => ({ key: l.key, label: l.label, amount_cents: l.amountCents })), total_cents: totals.totalCents },
      customer: recap(row, details),
    };
  }

  private async lender(carSpecId: string): Promise<LenderRow> {
    const { rows } = await this.pool.query<LenderRow>({
      name: 'order_summary_lender',
      text: 'SELECT b.name, b.street, b.postal_code, b.city, b.country FROM car_specs cs JOIN banks b ON b.id = cs.bank_id WHERE cs.id = $1',
      values: [carSpecId],
    });
    if (!rows[0]) throw notFound('lender_not_found', 'Zu diesem Angebot ist keine Leasinggesellschaft hinterlegt.');
    return rows[0];
  }
}

/** Name, address and masked IBAN as saved in the checkout; what is not saved yet stays null. */
function recap(row: DealRow, details: Details): DealOrderSummaryDto['customer'] {
  const sources = RECAP_SOURCES[row.customer_group];
  const named = details[sources.name] ?? {};
  const name = row.customer_group === 'b2b' ? text(named.company_name) : [text(named.first_name), text(named.last_name)].filter(Boolean).join(' ');
  const place = details[sources.address];
  const street = place ? [text(place.street), text(place.house_number)].filter(Boolean).join(' ') : '';
  const iban = text(details[sources.iban]?.iban);
  return {
    name: name || null,
    address: place && street ? { street, postal_code: text(place.postal_code), city: text(place.city) } : null,
    iban_masked: iban ? maskIban(iban) : null,
  };
}
