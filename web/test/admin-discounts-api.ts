import type { AdminDealerDto, DiscountAuditEntry, DiscountAuditResponse, DiscountComparisonResponse, DiscountOverviewResponse, DiscountOverviewRow } from '@autoleasing/contracts';
import { mockApi } from './mock-api';

/**
 * The admin discounts screen's API at the network edge for the web specs (paths and types of
 * contracts): three vw dealers, one bank, 25 overview rows, a comparison of three models and
 * audit entries with an Admin acting for a dealer.
 */
export const VW = '00000000-0000-4000-8000-0000000000f1';
export const BANK = '00000000-0000-4000-8000-0000000000b1';
export const ADMIN = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ADMIN = '00000000-0000-4000-8000-0000000000a2';
const DEALER_USER = '00000000-0000-4000-8000-0000000000a3';
export const DEALERS: AdminDealerDto[] = [1, 2, 3].map((i) => ({
  id: `00000000-0000-4000-8000-0000000000d${i}`,
  full_name: ['Autohaus Nord GmbH, Hamburg', 'Autohaus Süd GmbH, München', 'Autozentrum West, Köln'][i - 1],
  slug: `dealer-${i}`,
  city: ['Hamburg', 'München', 'Köln'][i - 1],
  brand_slugs: ['vw'],
}));
export const MODEL = '00000000-0000-4000-8000-0000000000c1';

function overviewRow(i: number): DiscountOverviewRow {
  return {
    dealer_id: DEALERS[i % 3].id,
    dealer_full_name: DEALERS[i % 3].full_name,
    customer_group: 'b2b',
    bank_id: BANK,
    bank_name: 'Autobank AG',
    manufacturer_id: VW,
    manufacturer_name: 'Volkswagen',
    car_series_id: '00000000-0000-4000-8000-0000000000e1',
    car_series_name: 'Golf',
    car_model_id: `00000000-0000-4000-8000-0000000c${String(i).padStart(4, '0')}`,
    car_model_name: `Golf ${i}`,
    vehicle_order_code: `CD1${i}`,
    base_discount: 5 + i / 4,
    discount_sum: 12.5,
    state: i === 0 ? 'unavailable' : 'available',
    confirmed: false,
    updated_at: '2026-11-21T13:03:00.000Z',
  };
}

export const AUDIT_ENTRY: DiscountAuditEntry = {
  event_id: '00000000-0000-4000-8000-00000000e001',
  seq: 0,
  kind: 'edit',
  dealer_id: DEALERS[1].id,
  dealer_full_name: DEALERS[1].full_name,
  customer_group: 'b2b',
  bank_id: BANK,
  bank_name: 'Autobank AG',
  manufacturer_id: VW,
  manufacturer_name: 'Volkswagen',
  car_model_id: MODEL,
  car_model_name: 'Golf 1.5 eTSI Life',
  field: 'base_discount',
  field_label: 'Basisnachlass',
  old_value: 10,
  new_value: 12.5,
  user_id: ADMIN,
  user_name: 'Anton Admin',
  role: 'Admin',
  acting_for_dealer_id: DEALERS[1].id,
  operation_id: null,
  restored_from: null,
  valid_from: null,
  valid_until: null,
  occurred_at: '2026-11-21T13:03:05.000Z',
  table_url: `/dealer/discount?dealer_id=${DEALERS[1].id}&customer_group=b2b&bank_id=${BANK}&manufacturer_id=${VW}&as_of=2026-11-21T13%3A03%3A05.000Z`,
};

export function mockAdminDiscountsApi() {
  const rows = Array.from({ length: 25 }, (_, i) => overviewRow(i));
  return mockApi((url) => {
    const q = url.searchParams;
    switch (url.pathname) {
      case '/api/v1/authentication':
        return undefined;
      case '/api/v1/users/dealers':
        return { body: { dealers: DEALERS } };
      case '/api/v1/comparison/options/manufacturers_and_banks':
        return { body: { manufacturers: [{ id: VW, name: 'Volkswagen', slug: 'vw' }], banks: [{ id: BANK, name: 'Autobank AG' }] } };
      case '/api/v1/comparison/options/dealers':
        return { body: { dealers: DEALERS } };
      case '/api/v1/comparison/options/car_series':
        return { body: { car_series: [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Golf' }] } };
      case '/api/v1/comparison/options/car_models':
        return { body: { car_models: [{ id: MODEL, name: 'Golf 1.5 eTSI Life' }] } };
      case '/api/v1/admin/discount_audit/users':
        return {
          body: {
            users: [
              { id: ADMIN, name: 'Anton Admin', role: 'Admin', email: 'admin@autoleasing.example' },
              { id: OTHER_ADMIN, name: 'Anton Admin', role: 'Admin', email: 'anton.admin@autoleasing.example' },
              { id: DEALER_USER, name: 'Hanna Händler', role: 'Dealer', email: 'haendler@autoleasing.example' },
            ],
          },
        };
      case '/api/v1/discounts/overview': {
        const page = Number(q.get('page') ?? 1);
        const filtered = rows.filter((r) => !q.get('dealer_id') || r.dealer_id === q.get('dealer_id'));
        const body: DiscountOverviewResponse = { discounts: filtered.slice((page - 1) * 10, page * 10), total_count: filtered.length, page, per_page: 10, page_count: Math.ceil(filtered.length / 10) };
        return { body };
      }
      case '/api/v1/comparison': {
        const ids = (q.get('dealer_ids') ?? '').split(',').filter(Boolean);
        const dealers = ids.length ? DEALERS.filter((d) => ids.includes(d.id)) : DEALERS;
        const sums = [10, 13.5, 8];
        const body: DiscountComparisonResponse = {
          dealers,
          models: [
            {
              car_model_id: MODEL,
              car_model_name: 'Golf 1.5 eTSI Life',
              car_series_name: 'Golf',
              vehicle_order_code: 'CD11',
              discounts: Object.fromEntries(dealers.map((d) => [d.id, { base_discount: sums[DEALERS.indexOf(d)], discount_sum: sums[DEALERS.indexOf(d)], state: 'available' as const }])),
              min: 8,
              max: 13.5,
              median: 10,
              best_dealer_id: DEALERS[1].id,
            },
          ],
          total_count: 1,
          page: 1,
          per_page: 10,
          page_count: 1,
        };
        return { body };
      }
      case '/api/v1/admin/discount_audit': {
        const body: DiscountAuditResponse = { entries: [AUDIT_ENTRY], total_count: 1, total_is_lower_bound: false, page: 1, per_page: 50, page_count: 1 };
        return { body };
      }
      default:
        return undefined;
    }
  });
}
