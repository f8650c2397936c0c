/**
 * The key of a discount row as the dealer table's events name it: the scope (dealer, customer
 * group, bank, brand) and the car model. dealer_discount_rows and offer_price_rows are keyed
 * alike, one row each per discount row; the first columns of both tables.
 */
export const DISCOUNT_ROW_KEY_COLUMNS = `dealer_id uuid NOT NULL,
    customer_group text NOT NULL CHECK (customer_group IN ('b2b','b2c')),
    bank_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    car_model_id uuid NOT NULL`;

export const DISCOUNT_ROW_PRIMARY_KEY = 'PRIMARY KEY (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id)';
