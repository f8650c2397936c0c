import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mutable reference data of the catalogue (brands, series, models, offers and their lease terms,
 * lenders, dealers) and user accounts. These rows are edited in place and hold personal data
 * (users), so they live in plain tables rather than in the event store (DESIGN.md). Ids are uuids
 * that the seed generator derives deterministically, so re-running it upserts instead of
 * duplicating. Money is integer cents (bigint); CHECK constraints mirror the enumerations of
 * @autoleasing/contracts (spec 3.14) so bad data fails at the door.
 */
export class Catalogue1763700000003 implements MigrationInterface {
  name = 'Catalogue1763700000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TABLE IF EXISTS users, lease_terms, car_specs, car_models, car_series, manufacturers, dealers, banks CASCADE',
    );
  }
}

const BODY_TYPE = `('small','compact','limousine','estate','suv','van','transporter','cabrio','coupe')`;
const FUEL_TYPE = `('diesel','petrol','electric','hybrid','gas')`;
const CO2_CLASS = `('A','B','C','D','E','F','G')`;

const UP = [
  `CREATE TABLE banks (
    id uuid PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    street text NOT NULL,
    postal_code text NOT NULL,
    city text NOT NULL,
    country text NOT NULL DEFAULT 'DE',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE dealers (
    id uuid PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    street text NOT NULL,
    postal_code text NOT NULL,
    city text NOT NULL,
    state text NOT NULL,
    phone text,
    email text,
    brand_slugs text[] NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE manufacturers (
    id uuid PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE car_series (
    id uuid PRIMARY KEY,
    manufacturer_id uuid NOT NULL REFERENCES manufacturers(id),
    name text NOT NULL,
    seo_slug text NOT NULL,
    body_type text NOT NULL CHECK (body_type IN ${BODY_TYPE}),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (manufacturer_id, seo_slug)
  )`,
  `CREATE TABLE car_models (
    id uuid PRIMARY KEY,
    car_series_id uuid NOT NULL REFERENCES car_series(id),
    manufacturer_id uuid NOT NULL REFERENCES manufacturers(id),
    name text NOT NULL,
    trim_level text NOT NULL,
    engine_name text NOT NULL,
    fuel_type text NOT NULL CHECK (fuel_type IN ${FUEL_TYPE}),
    gear_type text NOT NULL CHECK (gear_type IN ('automatic','manual')),
    horsepower integer NOT NULL CHECK (horsepower BETWEEN 1 AND 2000),
    doors smallint NOT NULL CHECK (doors BETWEEN 2 AND 5),
    body_type text NOT NULL CHECK (body_type IN ${BODY_TYPE}),
    vehicle_order_code text NOT NULL,
    list_price_cents bigint NOT NULL CHECK (list_price_cents > 0),
    standard_equipment text[] NOT NULL DEFAULT '{}',
    -- Pkw-EnVKV, WLTP only. Combined fuel in l/100 km (LPG for gas), electricity in kWh/100 km.
    emission_test_procedure text NOT NULL DEFAULT 'WLTP',
    fuel_consumption_combined numeric(4,1),
    electric_consumption_combined numeric(4,1),
    co2_emission_g_per_km integer NOT NULL CHECK (co2_emission_g_per_km >= 0),
    co2_class char(1) NOT NULL CHECK (co2_class IN ${CO2_CLASS}),
    -- Plug-in hybrids also show the class with a discharged battery.
    plug_in_hybrid boolean NOT NULL DEFAULT false,
    co2_emission_discharged_g_per_km integer,
    fuel_consumption_discharged numeric(4,1),
    co2_class_discharged char(1) CHECK (co2_class_discharged IN ${CO2_CLASS}),
    -- Electric-vehicle data (spec 3.10); charging times in minutes, NULL when absent ('00:00 h').
    battery_type text,
    battery_capacity_kwh numeric(5,1),
    electric_range_km integer,
    base_range_km integer,
    onboard_charger_kw numeric(4,1),
    charging_minutes_home_100 integer,
    charging_minutes_home_80 integer,
    charging_minutes_fast integer,
    charging_minutes_ac integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (NOT plug_in_hybrid OR co2_class_discharged IS NOT NULL)
  )`,
  `CREATE INDEX car_models_series_idx ON car_models (car_series_id)`,
  `CREATE INDEX car_models_manufacturer_idx ON car_models (manufacturer_id)`,
  // An offer (car_spec): one configured car of one dealer, financed by one bank. Model attributes
  // the catalogue filters on (brand, series, body, fuel, gear, power) are copied here so a search
  // needs no join; the generator and the dealer flows keep them in step with car_models.
  `CREATE TABLE car_specs (
    id uuid PRIMARY KEY,
    car_model_id uuid NOT NULL REFERENCES car_models(id),
    manufacturer_id uuid NOT NULL REFERENCES manufacturers(id),
    car_series_id uuid NOT NULL REFERENCES car_series(id),
    dealer_id uuid NOT NULL REFERENCES dealers(id),
    bank_id uuid NOT NULL REFERENCES banks(id),
    body_type text NOT NULL CHECK (body_type IN ${BODY_TYPE}),
    fuel_type text NOT NULL CHECK (fuel_type IN ${FUEL_TYPE}),
    gear_type text NOT NULL CHECK (gear_type IN ('automatic','manual')),
    horsepower integer NOT NULL,
    color text NOT NULL CHECK (color IN ('black','brown','red','orange','yellow','green','blue','purple','gray','white','other')),
    show_color_as text NOT NULL,
    interior_color text NOT NULL,
    interior_type text NOT NULL,
    extra_equipment text[] NOT NULL DEFAULT '{}',
    equipment_categories text[] NOT NULL DEFAULT '{}',
    additional_equipment_cost_cents bigint NOT NULL DEFAULT 0 CHECK (additional_equipment_cost_cents >= 0),
    list_price_cents bigint NOT NULL CHECK (list_price_cents > 0),
    gross_list_price_cents bigint NOT NULL CHECK (gross_list_price_cents > 0),
    discount_percent numeric(5,2) NOT NULL CHECK (discount_percent BETWEEN 0 AND 99.99),
    absolute_bonus_cents bigint NOT NULL DEFAULT 0 CHECK (absolute_bonus_cents >= 0),
    inventory_type text NOT NULL CHECK (inventory_type IN ('ordered','pre_ordered','stock')),
    delivery_time text NOT NULL CHECK (delivery_time IN ('2_weeks','4_to_6_weeks','2_to_3_months','3_to_5_months','5_to_7_months','7_to_9_months','9_to_11_months','11_to_13_months','13_to_15_months','15_plus_months')),
    delivery_by_home_cents bigint CHECK (delivery_by_home_cents >= 0),
    delivery_by_dealer_cents bigint CHECK (delivery_by_dealer_cents >= 0),
    delivery_by_factory_cents bigint CHECK (delivery_by_factory_cents >= 0),
    hot_offer boolean NOT NULL DEFAULT false,
    sonderangebote boolean NOT NULL DEFAULT false,
    customer_groups text NOT NULL CHECK (customer_groups IN ('b2b','b2c','both')),
    active boolean NOT NULL DEFAULT true,
    insurance_available boolean NOT NULL DEFAULT false,
    bafa_bonus_available boolean NOT NULL DEFAULT false,
    bafa_downpayment_cents bigint NOT NULL DEFAULT 0,
    bafa_government_cents bigint NOT NULL DEFAULT 0,
    cashback_cents bigint NOT NULL DEFAULT 0,
    -- Cheapest term per group and the Leasingfaktor of the 36-month/10,000-km term (spec 8 rating);
    -- kept here so catalogue lists sort and rate without touching lease_terms.
    cheapest_finance_rate_cents bigint NOT NULL,
    cheapest_gross_finance_rate_cents bigint NOT NULL,
    leasing_factor numeric(5,2) NOT NULL,
    -- Position in the generator's sequence; NULL for offers that dealers create. Lets a smaller
    -- re-run remove the surplus of an earlier, larger one.
    seed_ordinal integer UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX car_specs_b2b_brand_rate_idx ON car_specs (manufacturer_id, cheapest_finance_rate_cents) WHERE active AND customer_groups <> 'b2c'`,
  `CREATE INDEX car_specs_b2c_brand_rate_idx ON car_specs (manufacturer_id, cheapest_gross_finance_rate_cents) WHERE active AND customer_groups <> 'b2b'`,
  `CREATE INDEX car_specs_b2b_body_fuel_rate_idx ON car_specs (body_type, fuel_type, cheapest_finance_rate_cents) WHERE active AND customer_groups <> 'b2c'`,
  `CREATE INDEX car_specs_b2c_body_fuel_rate_idx ON car_specs (body_type, fuel_type, cheapest_gross_finance_rate_cents) WHERE active AND customer_groups <> 'b2b'`,
  `CREATE INDEX car_specs_b2b_rate_idx ON car_specs (cheapest_finance_rate_cents) WHERE active AND customer_groups <> 'b2c'`,
  `CREATE INDEX car_specs_b2c_rate_idx ON car_specs (cheapest_gross_finance_rate_cents) WHERE active AND customer_groups <> 'b2b'`,
  `CREATE INDEX car_specs_hot_idx ON car_specs (cheapest_finance_rate_cents) WHERE active AND hot_offer`,
  `CREATE INDEX car_specs_series_idx ON car_specs (car_series_id)`,
  `CREATE INDEX car_specs_model_idx ON car_specs (car_model_id)`,
  `CREATE INDEX car_specs_dealer_idx ON car_specs (dealer_id)`,
  `CREATE INDEX car_specs_equipment_idx ON car_specs USING gin (equipment_categories)`,
  // The term grid of an offer: rates are net (finance_rate_cents) and gross (× 1.19, rounded).
  `CREATE TABLE lease_terms (
    car_spec_id uuid NOT NULL REFERENCES car_specs(id) ON DELETE CASCADE,
    months smallint NOT NULL CHECK (months IN (12,18,24,30,36,42,48,54,60)),
    km_per_year integer NOT NULL CHECK (km_per_year BETWEEN 5000 AND 50000 AND km_per_year % 5000 = 0),
    finance_rate_cents bigint NOT NULL CHECK (finance_rate_cents > 0),
    gross_finance_rate_cents bigint NOT NULL CHECK (gross_finance_rate_cents > 0),
    finance_rate_cents_without_bafa bigint NOT NULL,
    insurance_rate_cents bigint NOT NULL DEFAULT 0,
    service_rate_cents bigint NOT NULL DEFAULT 0,
    service_type text NOT NULL CHECK (service_type IN ('none','mandatory','optional')),
    residual_value_cents bigint NOT NULL,
    sollzins_percent numeric(5,2) NOT NULL,
    effective_rate_percent numeric(5,2) NOT NULL,
    downpayment_cents bigint NOT NULL DEFAULT 0,
    net_loan_amount_cents bigint NOT NULL,
    total_amount_cents bigint NOT NULL,
    price_in_cents_per_extra_km integer NOT NULL,
    discount_in_cents_per_untapped_km integer NOT NULL,
    PRIMARY KEY (car_spec_id, months, km_per_year)
  )`,
  `CREATE INDEX lease_terms_grid_rate_idx ON lease_terms (months, km_per_year, finance_rate_cents)`,
  `CREATE TABLE users (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    password_hash text NOT NULL,
    role text NOT NULL CHECK (role IN ('Customer','Dealer','Admin')),
    customer_group text CHECK (customer_group IN ('b2b','b2c')),
    first_name text,
    last_name text,
    company_name text,
    dealer_id uuid REFERENCES dealers(id),
    email_verified_at timestamptz,
    accepted_tnc_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (role <> 'Dealer' OR dealer_id IS NOT NULL),
    CHECK (role <> 'Customer' OR customer_group IS NOT NULL)
  )`,
  // E-mail addresses are unique regardless of case: Max@… and max@… are one account.
  `CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email))`,
  `CREATE INDEX users_dealer_idx ON users (dealer_id) WHERE dealer_id IS NOT NULL`,
];
