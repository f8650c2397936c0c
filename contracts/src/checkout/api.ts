import type { CustomerGroup } from '../catalogue/customer-group';
import type { DeliveryOption, DeliveryTimeBand } from '../catalogue/delivery';
import type { DealCustomerState } from './customer-states';
import type { FinanceOption, FinanceSelection, PaymentStatus } from './payment-due';

/**
 * Checkout API (spec 7.5). Keys are JSON:API-style underscore keys.
 *
 * MONEY CONVENTION (spec 7: "Money in request bodies is divided by 100, and the downpayment is
 * multiplied by 100"), made concrete:
 * - Responses: every amount is integer cents, in a field whose name says so (`…_cents`, or
 *   `{ cents }` objects in the rates_calculation answer).
 * - Requests: a money field WITHOUT `_cents` in its name is EUROS (the client divides its cents
 *   by 100): rates_calculation `list_price` and `downpayment`, and the money fields of the
 *   customer details (manager_monthly_income …). Up to two decimals; the server converts to cents.
 * - Requests: a field WITH `_cents` is integer cents. The final offer's `downpayment_cents` is
 *   the downpayment the customer typed in euros multiplied by 100.
 */

// ---------- deals ----------

export const EXTRA_NAMES = ['delivery', 'registration'] as const;
export type ExtraName = (typeof EXTRA_NAMES)[number];
export const EXTRA_LABELS: Readonly<Record<ExtraName, string>> = {
  delivery: 'Lieferung bis vor die Haustür',
  registration: 'Zulassung',
};

/** Logistics choice (spec 3.6, 4.5). */
export const LOGISTICS_CHOICES = ['deliveryAndRegistration', 'registration'] as const;
export type LogisticsChoice = (typeof LOGISTICS_CHOICES)[number];

/** Spec 4.5: delivery only for deliveryAndRegistration; registration for both choices. */
export function logisticsFlags(choice: LogisticsChoice | null): { delivery: boolean; registration: boolean } {
  return { delivery: choice === 'deliveryAndRegistration', registration: choice === 'deliveryAndRegistration' || choice === 'registration' };
}

export interface ExtraDto {
  extra_id: ExtraName;
  extra: { name: ExtraName; label: string };
  selected: boolean;
  /** One-time price, cents (billed with delivery, never part of the monthly rate). */
  price_cents: number;
}

export interface FinalCarModelDto {
  manufacturer_name: string;
  car_series_name: string;
  /** Car picture of the model. */
  image_public_url: string;
  name: string;
}

/** Spec 3.4. Rates are net for b2b and gross for b2c, in cents. */
export interface FinalOfferDto {
  id: string;
  deal_id: string;
  months: number;
  km_per_year: number;
  final_car_model_id: string;
  final_car_model: FinalCarModelDto;
  car_spec_id: string;
  /** The (custom) list price the rate was calculated with; gross for b2c, net for b2b. */
  list_price_cents: number;
  downpayment_cents: number;
  fleet_size: number;
  offer_type: 'stock' | 'other';
  customer_group: CustomerGroup;
  finance_rate_cents: number;
  service_rate_cents: number;
  insurance_rate_cents: number;
  /** finance + insurance (when enabled) + service (when enabled). */
  total_rate_cents: number;
  /** Equals total_rate_cents: extras are one-time prices and never change the monthly rate. */
  total_rate_with_extras_cents: number;
  bafa_bonus_available: boolean;
  price_in_cents_per_extra_km: number;
  discount_in_cents_per_untapped_km: number;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
  delivery_option: DeliveryOption;
  /** One-time price of the chosen delivery option in the group's terms (gross b2c, net b2b); null when the car has no price for it. */
  delivery_price_cents: number | null;
  extras_agb_consent: boolean;
}

export interface DealMessageDto {
  id: string;
  message: string;
  category: string;
  source: string;
  author_role: 'Customer' | 'Admin' | 'Dealer' | 'System';
  created_at: string;
}

/** Documents are attached by the documents flow; listed here so the deal answer is complete. */
export interface AttachedDocumentDto {
  id: string;
  attachment_type: string;
  s3_key: string;
  contentType: string;
  file_name: string;
  created_at: string;
}

/** Spec 3.3 (fields the spec lists without content are left out). */
export interface DealDto {
  id: string;
  customer_id: string;
  customer_group: CustomerGroup;
  customer_state: DealCustomerState;
  car_spec_id: string;
  final_offer: FinalOfferDto;
  extras: ExtraDto[];
  logistics: LogisticsChoice | null;
  insurance_enabled: boolean;
  service_package: boolean;
  downpayment_cents: number;
  selected: boolean;
  finance_options: FinanceOption;
  finance_selection: FinanceSelection | null;
  payment_status: PaymentStatus | null;
  /** `AL-<year>-<6 digits>`, set when the checkout completed (DealOrderPlaced). */
  order_number: string | null;
  isSelfAssesmentFormGenerated: boolean;
  attached_documents: AttachedDocumentDto[];
  referred_by_code: string | null;
  delivery_time: DeliveryTimeBand | null;
  /** Revision of the deal's stream: goes up with every change. */
  revision: number;
  created_at: string;
  updated_at: string;
  /** The deal as the read model shows it, which has every change up to `revision`. */
  caught_up: true;
}

/**
 * A deal's answer while the read model is behind the deal's stream (projections restarting,
 * heavy load): what the stream says, from the command's own decision or the stream itself,
 * never the read model's older view. The web shows "wird aktualisiert …" and asks again until
 * it gets the DealDto at this revision or later.
 */
export interface DealUpdatingDto {
  id: string;
  customer_state: DealCustomerState;
  revision: number;
  caught_up: false;
}

/** Every deal answer of the checkout (GET, create, configuration, steps, details). */
export type DealAnswer = DealDto | DealUpdatingDto;

/** POST /api/v1/checkout/deals — with `Idempotency-Key`. Answers 201 with the DealAnswer: always the new deal's id. */
export interface CreateDealRequest {
  deal_props: {
    car_spec_id: string;
    months: number;
    km_per_year: number;
    delivery_option?: DeliveryOption;
    insurance?: boolean;
    service_package?: boolean;
  };
  /** Spec 4.4: the create-deal page always sends true; false/absent answers 400. */
  force_create: boolean;
}

/** PATCH /api/v1/checkout/deals/{id}: the configurator (allowed until documents_uploaded). */
export interface UpdateDealRequest {
  months?: number;
  km_per_year?: number;
  delivery_option?: DeliveryOption;
  insurance_enabled?: boolean;
  service_package?: boolean;
  finance_selection?: FinanceSelection;
}

/**
 * POST /api/v1/checkout/deals/{id}/status_update: the customer completes a step. Allowed targets
 * are the customer transitions of the table (docs/deals.md); steps with details (personal, credit check,
 * company, owner) need their details saved first.
 */
export interface StatusUpdateRequest {
  customer_state: DealCustomerState;
  /**
   * With checkout_completed: the versions of the AGB and (b2c) the Widerrufsbelehrung the
   * customer accepted on the summary page (TERMS_VERSIONS); recorded as DealTermsAccepted together
   * with the order, or not at all when the order is refused.
   */
  agb_version?: string;
  withdrawal_version?: string;
}

/** GET /api/v1/checkout/deals/{id}/final_offer_extras */
export interface FinalOfferExtrasDto {
  extras: ExtraDto[];
  logistics: LogisticsChoice | null;
  /** Spec 4.5 flags derived from `logistics`. */
  delivery_selected: boolean;
  registration_selected: boolean;
  delivery_option: DeliveryOption;
}

/**
 * PATCH /api/v1/checkout/deals/{id}/final_offer_extras: exactly one of the fields.
 * extra_id: selects that extra and unselects the others; the selected one again clears it.
 * logistics: the logistics choice (null clears it). delivery_option: by_factory resets extras.
 */
export interface UpdateFinalOfferExtrasRequest {
  extra_id?: ExtraName;
  logistics?: LogisticsChoice | null;
  delivery_option?: DeliveryOption;
}

/** POST /api/v1/checkout/deals/{id}/messages — answers 201 with DealMessageDto. */
export interface PostDealMessageRequest {
  message: string;
  category: string;
  source: string;
}

/** PATCH /api/v1/checkout/deals/{id}/referral. Unknown code → 422 `referral_code_unknown`. */
export interface ReferralRequest {
  referred_by_code: string;
}
export interface ReferralResponse {
  applied: true;
  referred_by_code: string;
}

// ---------- final offers ----------

/**
 * PATCH /api/v1/checkout/final_offers/{id}. The server recalculates the rates from the downpayment
 * (spec 4.5): rate fields sent along must match its calculation (else 409 `rate_outdated`); a
 * downpayment whose final rate is not above 0 is rejected (409 `rate_not_positive`).
 * `custom_list_price` (EUROS, like rates_calculation's `list_price`: gross for b2c, net for b2b):
 * the configurator's custom list price; the server recalculates the rates with it (VAT round trip
 * of spec 9) and stores it as the final offer's list price (DealFinalOfferChanged); below the
 * vehicle's base list price → 409 `listprice_too_low` with the spec-8 message, nothing stored.
 */
export interface UpdateFinalOfferRequest {
  custom_list_price?: number;
  downpayment_cents?: number;
  finance_rate_cents?: number;
  service_rate_cents?: number;
  insurance_rate_cents?: number;
  price_in_cents_per_extra_km?: number;
  discount_in_cents_per_untapped_km?: number;
  extras_agb_consent?: boolean;
}

/** POST /api/v1/checkout/final_offers/{id}/restart: the deal returns to inquired (configurator). */
export interface RestartFinalOfferRequest {
  s3_key?: string;
}

// ---------- rates calculation ----------

/** POST /api/v1/rates_calculation. `list_price` and `downpayment` in euros (see top). */
export interface RatesCalculationRequest {
  final_offer: {
    km_per_year: number;
    months: number;
    final_car_model_id: string;
    /** Custom list price in euros: gross for b2c, net for b2b. Absent: the vehicle's list price. */
    list_price?: number;
    downpayment?: number;
    fleet_size?: number;
    stock_car?: boolean;
    car_spec_id: string;
    customer_group: CustomerGroup;
    id?: string;
  };
}

export interface RatesCalculationResponse {
  final_rate: { cents: number };
  service_rate: { cents: number };
  insurance_rate: { cents: number };
  price_per_extra_km_cents: number;
  discount_per_untapped_km_cents: number;
  /** The custom list price after the VAT round trip of spec 9 (gross for b2c, net for b2b). */
  custom_list_price_cents: number;
}

// ---------- customer details ----------

export const CUSTOMER_DETAILS_KINDS = [
  'private_personal_details',
  'private_banking_details',
  'business_company_manager_details',
  'business_company_details',
  'business_personal_details',
] as const;
export type CustomerDetailsKind = (typeof CUSTOMER_DETAILS_KINDS)[number];

/** Which group may save which details (spec 5.2). */
export const CUSTOMER_DETAILS_GROUP: Readonly<Record<CustomerDetailsKind, CustomerGroup>> = {
  private_personal_details: 'b2c',
  private_banking_details: 'b2c',
  business_company_manager_details: 'b2b',
  business_company_details: 'b2b',
  business_personal_details: 'b2b',
};

export const SALUTATIONS = ['mr', 'ms', 'diverse'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const HOUSING_TYPES = ['rent', 'own_house', 'own_apartment', 'with_parents'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];
export const HOUSING_TYPE_LABELS: Readonly<Record<HousingType, string>> = {
  rent: 'Zur Miete',
  own_house: 'Eigenes Haus',
  own_apartment: 'Eigentumswohnung',
  with_parents: 'Bei den Eltern',
};
export const EMPLOYMENT_TYPES = ['employee', 'civil_servant', 'self_employed', 'pensioner', 'student', 'other'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Dates in requests are 'DD.MM.YYYY' (spec 5.3); responses give them the same way. */
export interface PrivatePersonalDetailsRequest {
  salutation: Salutation;
  first_name: string;
  last_name: string;
  birthday: string;
  phone: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  lived_since: string;
  housing_type?: HousingType | null;
  number_of_children_to_support?: number;
  /** Set: the deal this step belongs to; saving then completes the step (personal_details_completed). */
  deal_id?: string;
}

export interface PrivateBankingDetailsRequest {
  iban: string;
  account_holder: string;
  employment_type: EmploymentType;
  employer?: string;
  employed_since: string;
  /** Euros. */
  monthly_income: number;
  extra_income?: number;
  housing_rental_cost?: number;
  other_living_costs?: number;
  /** Set: completes the credit check step (self_assessment_completed). */
  deal_id?: string;
}

export interface BusinessCompanyManagerDetailsRequest {
  salutation: Salutation;
  first_name: string;
  last_name: string;
  phone: string;
  position: string;
  /** Set: completes the business-details step (personal_details_completed). */
  deal_id?: string;
}

export const LEGAL_FORMS = ['einzelunternehmen', 'gbr', 'gmbh', 'ug', 'ag', 'kg', 'ohg', 'gmbh_co_kg', 'freiberufler', 'other'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export interface BusinessCompanyDetailsRequest {
  company_name: string;
  legal_form: LegalForm;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  founded_at: string;
  register_number?: string;
  iban: string;
  /** Set: completes the company-details step (company_details_completed). */
  deal_id?: string;
}

/** Owner details (spec 3.2, 5.2 defaults: income and children 0, tax id '' when missing, housing type dropped when null). */
export interface BusinessPersonalDetailsRequest {
  manager_birthday: string;
  manager_lived_since: string;
  manager_street: string;
  manager_house_number: string;
  manager_postal_code: string;
  manager_city: string;
  manager_housing_type?: HousingType | null;
  manager_housing_rental_cost?: number;
  manager_monthly_finance_for_house?: number;
  manager_monthly_finance_for_apartment?: number;
  manager_monthly_income?: number;
  manager_extra_income?: number;
  manager_other_living_costs?: number;
  manager_tax_id?: string;
  manager_number_of_children_to_support?: number;
  /** Set: completes the owner-details step (self_assessment_completed). */
  deal_id?: string;
}

/** Responses: the request's fields, money as `<field>_cents` (integer cents), without deal_id. */
type CentsOf<T, MoneyKeys extends keyof T> = Omit<T, MoneyKeys | 'deal_id'> & { [K in MoneyKeys as `${K & string}_cents`]: number };

export type PrivatePersonalDetailsDto = Omit<PrivatePersonalDetailsRequest, 'deal_id'>;
export type PrivateBankingDetailsDto = CentsOf<PrivateBankingDetailsRequest, 'monthly_income' | 'extra_income' | 'housing_rental_cost' | 'other_living_costs'>;
export type BusinessCompanyManagerDetailsDto = Omit<BusinessCompanyManagerDetailsRequest, 'deal_id'>;
export type BusinessCompanyDetailsDto = Omit<BusinessCompanyDetailsRequest, 'deal_id'>;
export type BusinessPersonalDetailsDto = CentsOf<
  BusinessPersonalDetailsRequest,
  | 'manager_housing_rental_cost'
  | 'manager_monthly_finance_for_house'
  | 'manager_monthly_finance_for_apartment'
  | 'manager_monthly_income'
  | 'manager_extra_income'
  | 'manager_other_living_costs'
>;

/** Money fields per details kind (requests in euros, responses as `<field>_cents`). */
export const CUSTOMER_DETAILS_MONEY_FIELDS: Readonly<Record<CustomerDetailsKind, readonly string[]>> = {
  private_personal_details: [],
  private_banking_details: ['monthly_income', 'extra_income', 'housing_rental_cost', 'other_living_costs'],
  business_company_manager_details: [],
  business_company_details: [],
  business_personal_details: [
    'manager_housing_rental_cost',
    'manager_monthly_finance_for_house',
    'manager_monthly_finance_for_apartment',
    'manager_monthly_income',
    'manager_extra_income',
    'manager_other_living_costs',
  ],
};

export interface CustomerDetailsRequests {
  private_personal_details: PrivatePersonalDetailsRequest;
  private_banking_details: PrivateBankingDetailsRequest;
  business_company_manager_details: BusinessCompanyManagerDetailsRequest;
  business_company_details: BusinessCompanyDetailsRequest;
  business_personal_details: BusinessPersonalDetailsRequest;
}

export interface CustomerDetailsDtos {
  private_personal_details: PrivatePersonalDetailsDto;
  private_banking_details: PrivateBankingDetailsDto;
  business_company_manager_details: BusinessCompanyManagerDetailsDto;
  business_company_details: BusinessCompanyDetailsDto;
  business_personal_details: BusinessPersonalDetailsDto;
}

/** GET /api/v1/checkout/customer. Details of the other group are always null. */
export interface CheckoutCustomerDto {
  id: string;
  email: string;
  customer_group: CustomerGroup;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  /** The customer's own code to pass on (referral). */
  referral_code: string;
  private_personal_details: PrivatePersonalDetailsDto | null;
  private_banking_details: PrivateBankingDetailsDto | null;
  business_company_manager_details: BusinessCompanyManagerDetailsDto | null;
  business_company_details: BusinessCompanyDetailsDto | null;
  business_personal_details: BusinessPersonalDetailsDto | null;
}

/** PATCH /api/v1/checkout/customer/{id}/{kind} answers the saved details and, with deal_id, the deal. */
export interface CustomerDetailsUpdateResponse<K extends CustomerDetailsKind = CustomerDetailsKind> {
  kind: K;
  details: CustomerDetailsDtos[K];
  deal: DealAnswer | null;
}

// ---------- ops (admin deals) ----------

export const OPS_ACTIONS = [
  'prepare_contract',
  'mark_contract_signed_uploaded',
  'mark_contract_sent_by_post',
  'pre_confirm_customer',
  'confirm_customer',
  'update_delivery_time',
  'register_car',
  'mark_car_picked_up',
] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

export const OPS_ACTION_LABELS: Readonly<Record<OpsAction, string>> = {
  prepare_contract: 'Vertrag vorbereiten',
  mark_contract_signed_uploaded: 'Unterschriebenen Vertrag hochgeladen',
  mark_contract_sent_by_post: 'Vertrag per Post versandt',
  pre_confirm_customer: 'Kunde vorläufig bestätigen',
  confirm_customer: 'Kunde bestätigen',
  update_delivery_time: 'Lieferzeit aktualisieren',
  register_car: 'Fahrzeug zugelassen',
  mark_car_picked_up: 'Fahrzeug abgeholt',
};

/** The longest note ops staff may add to an action (stored in the action's event). */
export const OPS_NOTE_MAX_LENGTH = 500;

/**
 * POST /api/v1/admin/deals/{id}/actions. `delivery_time` only (and required) for
 * update_delivery_time. `note`: optional, at most OPS_NOTE_MAX_LENGTH characters, stored in the
 * action's event (blank counts as none) and shown in the ops timeline.
 */
export interface OpsActionRequest {
  action: OpsAction;
  delivery_time?: DeliveryTimeBand;
  note?: string;
}

export interface AdminDealRowDto {
  id: string;
  customer_id: string;
  customer_name: string;
  customer_group: CustomerGroup;
  customer_state: DealCustomerState;
  /** `AL-<year>-<6 digits>` (issue 17). */
  order_number: string | null;
  payment_status: PaymentStatus | null;
  manufacturer_name: string;
  car_series_name: string;
  car_model_name: string;
  total_rate_cents: number;
  delivery_time: DeliveryTimeBand | null;
  /** The actions the table allows from the current state. */
  available_actions: OpsAction[];
  last_actor_user_id: string | null;
  updated_at: string;
}

/** GET /api/v1/admin/deals?customer_state=&page= (from checkout_completed on, 20 per page). */
export interface AdminDealListResponse {
  data: AdminDealRowDto[];
  meta: { page: number; per_page: number; total: number };
}

/** Customers' own deal list (GET /api/v1/checkout/deals). */
export interface DealListResponse {
  data: DealDto[];
}

// ---------- order summary ----------

/**
 * GET /api/v1/checkout/deals/{id}/order_summary: what the summary shows next to the order button.
 * The § 17 PAngV figures for THIS deal's final offer (leasing math on its list price, downpayment
 * and term), the lender, the totals line by line, and a recap of the customer with a masked IBAN.
 * Amounts in cents, in the group's terms (gross b2c, net b2b); rates in percent.
 */
export interface DealOrderSummaryDto {
  deal_id: string;
  customer_group: CustomerGroup;
  contract_type: string;
  lender: { name: string; street: string; postal_code: string; city: string; country: string };
  /** Sollzins p. a., fixed for the whole term (gebunden). */
  borrow_rate_percent: number;
  borrow_rate_fixed: true;
  annual_percentage_rate_percent: number;
  net_loan_amount_cents: number;
  months: number;
  monthly_rate_cents: number;
  downpayment_cents: number;
  totals: { lines: { key: string; label: string; amount_cents: number }[]; total_cents: number };
  customer: {
    name: string | null;
    /** Street and house number, postal code and city; null while the customer has not given them. */
    address: { street: string; postal_code: string; city: string } | null;
    /** Masked ('DE89 **** **** **** **** 00'); the full IBAN is never sent here. */
    iban_masked: string | null;
  };
}
