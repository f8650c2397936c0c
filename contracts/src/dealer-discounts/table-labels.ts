/**
 * German headers of the dealer table's read-only columns (the car model's facts, sum and status),
 * keyed by the row's field names (spec 3.11). The grid, its filters and the spreadsheet all use
 * them, so a column is called the same on screen and in the file; the import finds the id column
 * by its header. "Modellreihe" as in the rest of the dealer screen and the catalogue.
 */
export const DISCOUNT_INFO_COLUMN_LABELS = {
  car_model_id: 'Fahrzeug-ID',
  manufacturer_name: 'Marke',
  car_series_name: 'Modellreihe',
  car_model_name: 'Modell',
  vehicle_order_code: 'Bestellschlüssel',
  trim_level: 'Ausstattungslinie',
  fuel_type: 'Kraftstoff',
  gear_type: 'Getriebe',
  body_type: 'Karosserie',
  horsepower: 'PS',
  doors: 'Türen',
  discount_sum: 'Summe Nachlass',
  state: 'Status',
} as const;

/** A saved or imported row whose car model the brand does not have (the save's and the import's message). */
export const UNKNOWN_CAR_MODEL_CODE = 'unknown_car_model';
export const UNKNOWN_CAR_MODEL_MESSAGE = 'Dieses Fahrzeug gibt es bei dieser Marke nicht.';
