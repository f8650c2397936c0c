import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { recordedRoutes, RouteRecorderModule } from './test/route-recorder.module';
import { DEMO, http, login, poolOf, seedDemoUsers } from './test/wall-test-kit';

/**
 * Every route of the running app × every role, with the status a request without a valid body
 * gets (guards run before validation, so 401/403 show before 400). A route missing here fails the
 * test: whoever adds a route decides who may call it and adds its row (later issues too).
 *
 * Columns: visitor, b2c customer, b2b customer, Dealer, Admin. `null` = listed but not probed
 * (framework routes that cannot be requested as such).
 */
type Row = [visitor: number, b2c: number, b2b: number, dealer: number, admin: number] | null;

const ALL = (status: number): Row => [status, status, status, status, status];
const ADMIN_ONLY = (status: number): Row => [401, 403, 403, 403, status];
const LOGGED_IN = (status: number): Row => [401, status, status, status, status];
const DEALER_AREA = (status: number): Row => [401, 403, 403, status, status];

const MATRIX: Record<string, Row> = {
  // Foundation
  'GET /api/health': ALL(200),
  'GET /api/v1/jobs/:id': ALL(404),
  'POST /api/v1/jobs/:id/resume': ALL(404), // issue 19: whoever may read the job; an unknown id is 404 for all
  'OPTIONS *': null, // CORS preflight of @fastify/cors
  // OpenAPI documentation (public)
  'GET /api/docs': ALL(200),
  'GET /api/docs/': ALL(200),
  'GET /api/docs-yaml': ALL(200),
  'GET /api/docs/json': ALL(200),
  'GET /api/docs/*': null,
  'GET /api/docs/LICENSE': ALL(404), // swagger-ui-dist ships no LICENSE file
  'GET /api/docs/docs/*': null,
  'GET /api/docs/docs/swagger-ui-init.js': ALL(200),
  'GET /api/docs/index.html': ALL(200),
  'GET /api/docs/swagger-ui-init.js': ALL(200),
  // Catalogue (public; without parameters, with an unknown id)
  'GET /api/v1/catalog/search_offers': ALL(200),
  'GET /api/v1/catalog/search_offers/count': ALL(200),
  'GET /api/v1/catalog/search_offers/car_series': ALL(200),
  'GET /api/v1/catalog/manufacturers': ALL(200),
  'GET /api/v1/catalog/manufacturers/:id/car_series': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/catalog/manufacturers/:id/car_series/:slug': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/catalog/manufacturers/:id/car_series/trim_levels': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/catalog/car_models/:id': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/homepage': ALL(200),
  'GET /api/v1/navigation_bar': ALL(200),
  'GET /api/v1/categories': ALL(200),
  'GET /api/v1/hot_offers': ALL(200),
  'GET /api/v1/products/:id': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/car_specs/:id/finance_details': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/car_specs/:id/packages': ALL(404), // unknown id: public, answered like for everyone
  'GET /api/v1/quotes/:id/extras': ALL(404), // unknown id: public, answered like for everyone
  // Wall (spec 7.4)
  'GET /api/v1/authentication': ALL(200),
  'POST /api/v1/customers/session': ALL(400),
  'DELETE /api/v1/customers/session': ALL(204),
  'POST /api/v1/customers/session/second_factor': ALL(400),
  'GET /api/v1/customers/second_factor': LOGGED_IN(200),
  'POST /api/v1/customers/second_factor/enrolment': [401, 200, 200, 409, 409], // staff are enrolled (demo seed)
  'PUT /api/v1/customers/second_factor/enrolment': LOGGED_IN(400),
  'POST /api/v1/customers/second_factor/disable': [401, 400, 400, 403, 403], // mandatory for staff
  'GET /api/v1/customers/sessions': LOGGED_IN(200),
  'DELETE /api/v1/customers/sessions': LOGGED_IN(204),
  'DELETE /api/v1/customers/sessions/:id': LOGGED_IN(404),
  'POST /api/v1/customers': ALL(400),
  'POST /api/v1/customers/resend_confirmation': ALL(400),
  'PUT /api/v1/customers/confirmation': ALL(400),
  'POST /api/v1/customers/password': ALL(400),
  'GET /api/v1/customers/password': ALL(400),
  'PUT /api/v1/customers/password': ALL(400), // with a valid body a visitor without reset token gets 401 (wall.int.spec)
  'PUT /api/v1/customers/consent': LOGGED_IN(400),
  'PUT /api/v1/authentication/accept_new_tncs': LOGGED_IN(400),
  'POST /api/v1/customers/recover_account': ALL(400),
  'PUT /api/v1/customers/reactivate_account': ALL(400),
  'PUT /api/v1/admin/customers/:id/deactivate': ADMIN_ONLY(404),
  'PUT /api/v1/admin/customers/:id/reactivate': ADMIN_ONLY(404),
  'DELETE /api/v1/admin/customers/:id/personal_data': ADMIN_ONLY(404),
  // Privacy (issue #20): the customer's own export and account deletion
  'GET /api/v1/customers/personal_data_export': [401, 200, 200, 403, 403],
  'POST /api/v1/customers/account_deletion': [401, 400, 400, 403, 403],
  'GET /callbacks/sign_out': ALL(302),
  'GET /dev/outbox': ALL(200),
  'GET /dev/outbox/attachments/:id': ALL(404), // unknown attachment (dev only, like the list)
  // Analytics (spec 4.6, 8): public, probed with a valid event (see BODIES)
  'POST /api/v1/analytics/events': ALL(202),
  // Content and newsletter (public; probed with the sample id, so unknown keys)
  'GET /api/v1/car_pictures/:file': ALL(400), // not a body type: public, answered like for everyone
  'GET /api/v1/seo/:x': ALL(404), // unknown page: public, answered like for everyone
  'GET /fe-api/v1/content/:x': ALL(404),
  'GET /fe-api/v1/content/:x/group_links': ALL(404),
  'GET /fe-api/v1/magazine': ALL(200), // the magazine's front page
  'GET /fe-api/v1/magazine/:category': ALL(404),
  'GET /fe-api/v1/magazine/:category/:slug': ALL(404),
  // Public crawler files; a sitemap file of an unknown kind is 404.
  'GET /robots.txt': ALL(200),
  'GET /sitemap.xml': ALL(200),
  'GET /sitemaps/:file': ALL(404),
  'GET /fe-api/v1/legal/operator': ALL(200), // operator data of /impressum and /datenschutz: public
  'POST /newsletter/register': ALL(400),
  'GET /newsletter/confirm': ALL(400),
  // Documents (spec 5.2, 7.5): customers only, their own folder and documents (others' → 404)
  'POST /api/v1/s3_signature': [401, 400, 400, 403, 403],
  'POST /api/v1/uploads': ALL(400), // the signed policy is the permission; not multipart → 400
  'GET /api/v1/documents/:id': LOGGED_IN(404), // owner (and Admin) only; anyone else gets the 404 of a missing one
  'GET /api/v1/checkout/customer/:id/attached_documents': [401, 404, 404, 403, 403],
  'POST /api/v1/checkout/customer/:id/attached_documents': [401, 400, 400, 403, 403],
  'DELETE /api/v1/checkout/customer/:id/attached_documents/:documentId': [401, 404, 404, 403, 403],
  'POST /api/v1/checkout/deals/:id/attached_documents': [401, 400, 400, 403, 403],
  'DELETE /api/v1/checkout/deals/:id/attached_documents/:documentId': [401, 404, 404, 403, 403],
  'POST /api/v1/checkout/final_offers/:id/attached_documents': [401, 400, 400, 403, 403],
  'DELETE /api/v1/checkout/final_offers/:id/attached_documents/:documentId': [401, 404, 404, 403, 403],
  'POST /api/v1/checkout/deals/:id/self_assessment_forms': [401, 404, 404, 403, 403], // the unknown deal answers
  // Payment (spec 4.3, 7.5): customers only, their own deal; bodies checked first
  'POST /api/v1/payment/charges': [401, 400, 400, 403, 403],
  'POST /api/v1/payment/deals/:dealId/void': [401, 404, 404, 403, 403], // the sample deal is nobody's
  // Checkout (spec 6, 7.5): customers only (staff 403), only their own deals and details (the
  // sample id is nobody's: 404); bodies are checked before ownership (400).
  'POST /api/v1/checkout/deals': [401, 400, 400, 403, 403],
  'GET /api/v1/checkout/deals/:id': [401, 404, 404, 403, 403],
  'PATCH /api/v1/checkout/deals/:id': [401, 404, 404, 403, 403], // every field optional: the unknown deal answers
  'POST /api/v1/checkout/deals/:id/status_update': [401, 400, 400, 403, 403],
  'GET /api/v1/checkout/deals/:id/final_offer_extras': [401, 404, 404, 403, 403],
  'GET /api/v1/checkout/deals/:id/order_summary': [401, 404, 404, 403, 403],
  'PATCH /api/v1/checkout/deals/:id/final_offer_extras': [401, 400, 400, 403, 403],
  'POST /api/v1/checkout/deals/:id/messages': [401, 400, 400, 403, 403],
  'PATCH /api/v1/checkout/deals/:id/referral': [401, 400, 400, 403, 403],
  'GET /api/v1/checkout/final_offers/:id': [401, 404, 404, 403, 403],
  'PATCH /api/v1/checkout/final_offers/:id': [401, 400, 400, 403, 403],
  'POST /api/v1/checkout/final_offers/:id/restart': [401, 404, 404, 403, 403],
  'POST /api/v1/rates_calculation': [401, 400, 400, 403, 403],
  'GET /api/v1/checkout/customer': [401, 200, 200, 403, 403],
  'PATCH /api/v1/checkout/customer/:id/private_personal_details': [401, 400, 400, 403, 403],
  'PATCH /api/v1/checkout/customer/:id/private_banking_details': [401, 400, 400, 403, 403],
  'PATCH /api/v1/checkout/customer/:id/business_company_manager_details': [401, 400, 400, 403, 403],
  'PATCH /api/v1/checkout/customer/:id/business_company_details': [401, 400, 400, 403, 403],
  'PATCH /api/v1/checkout/customer/:id/business_personal_details': [401, 400, 400, 403, 403],
  // Customer area (spec 7.6, issue 6): customers only (staff 403), only their own data (the sample
  // id is nobody's: 404); bodies are checked before ownership (400). The signed download link is
  // public but needs a valid signature (404 without). The SSE stream stays open, so it is probed in
  // customer-area.int.spec (401 visitor, 403 staff, stream for customers) instead of here.
  'GET /api/v1/customer_area/dashboard': [401, 200, 200, 403, 403],
  'GET /api/v1/customer_area/deals': [401, 200, 200, 403, 403],
  'GET /api/v1/customer_area/deals/:id': [401, 404, 404, 403, 403],
  'GET /api/v1/customer_area/notifications': [401, 200, 200, 403, 403],
  'GET /api/v1/customer_area/documents': [401, 200, 200, 403, 403],
  'GET /api/v1/customer_area/profile': [401, 200, 200, 403, 403],
  'GET /api/v1/customer_area/payments/:id': [401, 404, 404, 403, 403],
  'POST /api/v1/customer_area/deals/:id/archive': [401, 404, 404, 403, 403],
  'PATCH /api/v1/customer_area/notifications/:id/mark_as_seen': [401, 404, 404, 403, 403],
  'GET /api/v1/customer_area/mail_preferences': [401, 200, 200, 403, 403],
  'PATCH /api/v1/customer_area/mail_preferences/:kind': [401, 400, 400, 403, 403], // no body: enabled missing
  'POST /api/v1/customer_area/messages': [401, 400, 400, 403, 403],
  'PATCH /api/v1/customer_area/deals/:id/extras': [401, 400, 400, 403, 403],
  'GET /api/v1/customer_area/documents/:id/download': ALL(404),
  'GET /api/v1/customer_area/events': null,
  // Ops actions on deals (Admin only)
  'GET /api/v1/admin/deals': ADMIN_ONLY(200),
  'POST /api/v1/admin/deals/:id/actions': ADMIN_ONLY(400),
  'POST /api/v1/admin/deals/:id/archive': ADMIN_ONLY(404), // unknown id
  'POST /api/v1/admin/deals/:id/payment/refund': ADMIN_ONLY(404), // unknown id
  // Ops screen (Admin only): filtered list, timeline (unknown id 404), contract upload (bodies checked first)
  'GET /api/v1/admin/deals/search': ADMIN_ONLY(200),
  'GET /api/v1/admin/deals/:id/timeline': ADMIN_ONLY(404),
  // Ops messages: the thread (unknown id 404) and the staff reply (body checked first: 400)
  'GET /api/v1/admin/deals/:id/messages': ADMIN_ONLY(404),
  'POST /api/v1/admin/deals/:id/messages': ADMIN_ONLY(400),
  'POST /api/v1/admin/deals/:id/contract_document/upload_target': ADMIN_ONLY(400),
  'POST /api/v1/admin/deals/:id/contract_document': ADMIN_ONLY(400),
  // Dealer area (spec 6, 7.1): Dealer and Admin only; the sample id is not the Dealer's own (404)
  // and no dealer an Admin could act for (404); bodies are checked before the dealer (400).
  'GET /api/v1/dealers/:id/banks': DEALER_AREA(404),
  'GET /api/v1/dealers/:id/manufacturers': DEALER_AREA(404),
  'GET /api/v1/dealers/:id/discounts': DEALER_AREA(404),
  'POST /api/v1/dealers/:id/discounts': DEALER_AREA(400),
  'POST /api/v1/dealers/:id/discounts/unconfirm': DEALER_AREA(400), // issue 21: 'Bestätigung aufheben'
  'POST /api/v1/dealers/:id/discounts/restore': DEALER_AREA(400), // issue 21: 'Diesen Stand wiederherstellen'
  'GET /api/v1/dealers/:id/discounts/campaigns': DEALER_AREA(404), // issue 21: campaigns
  'POST /api/v1/dealers/:id/discounts/campaigns': DEALER_AREA(400),
  'POST /api/v1/dealers/:id/discounts/campaigns/:campaign_id/cancel': DEALER_AREA(400),
  'POST /api/v1/dealers/:id/discounts/update_all': DEALER_AREA(400), // runs as a job: 202 with a valid body (discount-bulk.int.spec)
  'POST /api/v1/dealers/:id/discounts/copy': DEALER_AREA(400),
  'POST /api/v1/dealers/:id/discounts/update_all/preview': DEALER_AREA(400), // issue 21: what a relative update_all would do
  'GET /api/v1/dealers/:id/discounts/total_amount': DEALER_AREA(404),
  'GET /api/v1/dealers/:id/discounts/history': DEALER_AREA(404),
  'GET /api/v1/dealers/:id/discounts/export': DEALER_AREA(404), // issue 21: Excel/CSV export (discount-excel.int.spec)
  'POST /api/v1/dealers/:id/discounts/import': DEALER_AREA(404), // issue 21: import with dry run (discount-excel.int.spec)
  'GET /api/v1/dealers/:id/discounts/copy/preview': DEALER_AREA(404), // issue 21: preview of the copy (discount-excel.int.spec)
  'GET /api/v1/dealers/:id/discount_layouts': DEALER_AREA(404),
  'PATCH /api/v1/dealers/:id/discount_layouts': DEALER_AREA(400),
  'GET /api/v1/dealers/:id/discount_layouts/column_checker': DEALER_AREA(404),
  // Admin discounts (spec 2.5, 7.7, issue 8): Admin only; required parameters missing answer 400
  'GET /api/v1/users/dealers': ADMIN_ONLY(200),
  'GET /api/v1/discounts/overview': ADMIN_ONLY(200),
  'GET /api/v1/comparison': ADMIN_ONLY(400),
  'GET /api/v1/comparison/options/manufacturers_and_banks': ADMIN_ONLY(200),
  'GET /api/v1/comparison/options/dealers': ADMIN_ONLY(200),
  'GET /api/v1/comparison/options/car_series': ADMIN_ONLY(400),
  'GET /api/v1/comparison/options/car_models': ADMIN_ONLY(400),
  'GET /api/v1/admin/discount_audit': ADMIN_ONLY(200),
  'GET /api/v1/admin/discount_audit.csv': ADMIN_ONLY(200),
  'GET /api/v1/admin/discount_audit/users': ADMIN_ONLY(200),
  // Security log (issue 20, item 8): Admin only
  'GET /api/v1/admin/security_log': ADMIN_ONLY(200),
};

/** Bodies for routes probed with a valid request instead of `{}`. */
const BODIES: Record<string, object> = {
  'POST /api/v1/analytics/events': { event: 'login_success' },
};

const ROLES = [null, DEMO.b2c, DEMO.b2b, DEMO.Dealer, DEMO.Admin] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** These end the caller's session; the next probe logs in again. */
const REVOKING = new Set(['DELETE /api/v1/customers/session', 'DELETE /api/v1/customers/sessions', 'GET /callbacks/sign_out']);

let t: ApiTestApp;
beforeAll(async () => {
  t = await startApiTestApp('authz', [RouteRecorderModule]);
  await seedDemoUsers(poolOf(t));
}, 60_000);
afterAll(() => t?.close());

function routesOfApp(): string[] {
  // HEAD is added by Fastify for every GET and answers like it.
  return [...new Set(recordedRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].sort();
}

describe('authorization matrix', () => {
  it('lists every route of the app, and nothing that is not one', () => {
    const routes = routesOfApp();
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers each route with the listed status per role', async () => {
    const tokens = new Map<string, string>();
    const tokenOf = async (email: string) => {
      if (!tokens.has(email)) tokens.set(email, await login(t, email));
      return tokens.get(email) as string;
    };
    const actual: Record<string, Row> = {};
    for (const [route, expected] of Object.entries(MATRIX)) {
      if (!expected) {
        actual[route] = null;
        continue;
      }
      const [method, url] = route.split(' ');
      const path = url.replace(/:[a-zA-Z_]+/g, SAMPLE_ID);
      const statuses: number[] = [];
      for (const role of ROLES) {
        const call = http(t)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
        if (role) void call.set('authorization', `Bearer ${await tokenOf(role)}`);
        const response = method === 'POST' || method === 'PUT' ? await call.send(BODIES[route] ?? {}) : await call;
        statuses.push(response.status);
        if (role && REVOKING.has(route)) tokens.delete(role);
      }
      actual[route] = statuses as Row;
    }
    expect(actual).toEqual(MATRIX);
  }, 120_000);
});
