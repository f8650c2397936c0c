import { cheapestDeliveryOption, CONTRACT_TYPE_LABEL, type FinanceDetailsResponse } from '@autoleasing/contracts';
import { grossFromNetCents } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { notFound } from '@autoleasing/domain';
import { deliveryPrices, loadCarSpec } from '../../shared/car-spec-row';
import { assertOfferVisibleTo } from '../../shared/group-visibility';
import { FinanceDetailsQuery } from './finance-details.query';

interface TermRow {
  finance_rate_cents: string;
  gross_finance_rate_cents: string;
  sollzins_percent: string;
  effective_rate_percent: string;
  downpayment_cents: string;
  net_loan_amount_cents: string;
}

const euros = (cents: number) => Math.round(cents) / 100;

/**
 * The representative example of § 17 PAngV for one term (leasing-math.md): lender name and
 * address, Nettodarlehensbetrag, Sollzins, effektiver Jahreszins, Laufzeit, Anzahlung and
 * Gesamtbetrag (Anzahlung + Laufzeit × Rate). Figures are gross for b2c and net for b2b.
 */
@QueryHandler(FinanceDetailsQuery)
export class FinanceDetailsHandler implements IQueryHandler<FinanceDetailsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ request }: FinanceDetailsQuery): Promise<FinanceDetailsResponse> {
    const group = request.customerGroup;
    const [spec, terms] = await Promise.all([
      loadCarSpec(this.pool, request.id),
      this.pool.query<TermRow>('SELECT lt.*, tp.finance_rate_cents, tp.gross_finance_rate_cents, tp.finance_rate_cents_without_bafa, tp.effective_rate_percent, tp.net_loan_amount_cents, tp.total_amount_cents FROM lease_terms lt JOIN offer_term_prices tp USING (car_spec_id, months, km_per_year) WHERE lt.car_spec_id = $1 AND lt.months = $2 AND lt.km_per_year = $3', [
        request.id,
        request.months,
        request.kmPerYear,
      ]),
    ]);
    assertOfferVisibleTo(spec.customer_groups, group);
    const term = terms.rows[0];
    if (!term) throw notFound('lease_term_not_found', 'Für diese Laufzeit und Fahrleistung gibt es kein Angebot.');
    const gross = group === 'b2c';
    const convert = (net: number) => (gross ? grossFromNetCents(net) : net);
    const rateCents = Number(gross ? term.gross_finance_rate_cents : term.finance_rate_cents);
    const downpaymentCents = convert(Number(term.downpayment_cents));
    const delivery = deliveryPrices(spec, group);
    const cheapest = cheapestDeliveryOption(delivery);
    return {
      lease_rate: euros(rateCents),
      lease_rate_cents: rateCents,
      lease_rate_sum: euros(downpaymentCents + request.months * rateCents),
      runtime: request.months,
      km_per_year: request.kmPerYear,
      dealership_delivery_cost: cheapest ? euros(delivery[cheapest] as number) : 0,
      borrow_rate: Number(term.sollzins_percent),
      annual_percentage_rate: Number(term.effective_rate_percent),
      downpayment: euros(downpaymentCents),
      list_price_cents: Number(gross ? spec.gross_list_price_cents : spec.list_price_cents),
      net_loan_amount: euros(convert(Number(term.net_loan_amount_cents))),
      contract_type: CONTRACT_TYPE_LABEL,
      bank_name: spec.bank_name,
      street: spec.bank_street,
      postal_code: spec.bank_postal_code,
      city: spec.bank_city,
      country: spec.bank_country,
      customer_group: group,
    };
  }
}
