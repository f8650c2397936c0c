import { CUSTOMER_DETAILS_KINDS, type CustomerGroup } from '@autoleasing/contracts';
import { customerDetailsByKind } from '@autoleasing/infra';
import { dealMonthlyRateCents, type OpenDeal, selfAssessmentDetailsVersion } from '@autoleasing/domain';
import type { Pool } from 'pg';
import type { SelfAssessmentPdfInput } from './render-self-assessment-pdf';
import { type CustomerDetailsSet, type DetailsRecord, selfAssessmentSections } from './self-assessment-sections';

/**
 * Reads what the form shows: the account, the checkout details (deal core's tables), the car; and
 * the version of the details read (the form is stamped with the data it really shows).
 */
export async function loadSelfAssessmentInput(pool: Pool, deal: OpenDeal, now: Date): Promise<SelfAssessmentPdfInput & { detailsVersion: string }> {
  const { rows: users } = await pool.query<{ email: string; first_name: string | null; last_name: string | null; company_name: string | null }>(
    'SELECT email, first_name, last_name, company_name FROM users WHERE id = $1 AND erased_at IS NULL',
    [deal.customerId],
  );
  const user = users[0];
  if (!user) throw new Error(`customer ${deal.customerId} of deal ${deal.dealId} not found`);

  const saved = await customerDetailsByKind(pool, deal.customerId);
  const details = Object.fromEntries(CUSTOMER_DETAILS_KINDS.map((kind) => [kind, (saved[kind] as DetailsRecord | undefined) ?? null])) as unknown as CustomerDetailsSet;

  const { rows: cars } = await pool.query<{ manufacturer: string; series: string; model: string }>(
    `SELECT m.name AS manufacturer, s.name AS series, cm.name AS model
       FROM car_models cm JOIN car_series s ON s.id = cm.car_series_id JOIN manufacturers m ON m.id = cm.manufacturer_id
      WHERE cm.id = $1`,
    [deal.carModelId],
  );
  const car = cars[0];
  const vehicle = car ? [car.manufacturer, car.model.startsWith(car.series) ? '' : car.series, car.model].filter(Boolean).join(' ') : null;

  const offer = deal.offer;
  const monthlyRateCents = dealMonthlyRateCents({
    finance_rate_cents: offer.financeRateCents,
    insurance_rate_cents: offer.insuranceRateCents,
    service_rate_cents: offer.serviceRateCents,
    insurance_enabled: offer.insuranceEnabled,
    service_package_enabled: offer.servicePackageEnabled,
  });
  return {
    dealId: deal.dealId,
    customerGroup: deal.customerGroup,
    customerName: customerName(deal.customerGroup, details, user),
    email: user.email,
    vehicle,
    offer: { months: offer.months, kmPerYear: offer.kmPerYear, monthlyRateCents, downpaymentCents: offer.downpaymentCents, listPriceCents: offer.listPriceCents },
    sections: selfAssessmentSections(deal.customerGroup, details),
    createdAt: now,
    // The configuration the form states is part of its version: a later term, km, Anzahlung or list price makes it outdated.
    detailsVersion: selfAssessmentDetailsVersion(deal.customerGroup, details as unknown as Record<string, unknown>, offer),
  };
}

function customerName(group: CustomerGroup, details: CustomerDetailsSet, user: { first_name: string | null; last_name: string | null; company_name: string | null }): string {
  const fromRecord = (record: DetailsRecord | null) =>
    [record?.first_name, record?.last_name].filter((v): v is string => typeof v === 'string' && v.length > 0).join(' ');
  if (group === 'b2b') {
    const company = details.business_company_details?.company_name;
    if (typeof company === 'string' && company) return company;
    if (user.company_name) return user.company_name;
  }
  const person = group === 'b2b' ? fromRecord(details.business_company_manager_details) : fromRecord(details.private_personal_details);
  return person || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.company_name || '–';
}
