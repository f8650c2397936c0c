import {
  BODY_TYPE_LABELS,
  EMISSION_LABELS,
  EQUIPMENT_CATEGORY_OF,
  EQUIPMENT_LABELS,
  FUEL_TYPE_LABELS,
  GEAR_TYPE_LABELS,
  isEquipmentKey,
  MISSING_EMISSION_VALUE,
  type CarModelDto,
  type EmissionSummary,
} from '@autoleasing/contracts';

/** car_models as stored (numeric columns arrive as strings from pg); the columns CarModelDto shows as they are, typed by it. */
export interface CarModelRow
  extends Pick<
    CarModelDto,
    'id' | 'car_series_id' | 'manufacturer_id' | 'name' | 'trim_level' | 'engine_name' | 'fuel_type' | 'gear_type' | 'horsepower' | 'doors' | 'body_type' | 'vehicle_order_code'
  > {
  list_price_cents: string;
  standard_equipment: string[];
  emission_test_procedure: string;
  fuel_consumption_combined: string | null;
  electric_consumption_combined: string | null;
  co2_emission_g_per_km: number | null;
  co2_class: string;
  plug_in_hybrid: boolean;
  co2_emission_discharged_g_per_km: number | null;
  fuel_consumption_discharged: string | null;
  co2_class_discharged: string | null;
  battery_type: string | null;
  battery_capacity_kwh: string | null;
  electric_range_km: number | null;
  base_range_km: number | null;
  onboard_charger_kw: string | null;
  charging_minutes_home_100: number | null;
  charging_minutes_home_80: number | null;
  charging_minutes_fast: number | null;
  charging_minutes_ac: number | null;
}

export const CAR_MODEL_COLUMNS = 'cm.*';

/** Spec 3.10: missing emissions show as 999 g/km, 999 kWh/100 km and 999 l/100 km. */
const orMissing = (value: string | number | null | undefined): number => (value === null || value === undefined ? MISSING_EMISSION_VALUE : Number(value));

export function emissionSummary(row: CarModelRow): EmissionSummary {
  const co2 = orMissing(row.co2_emission_g_per_km);
  return {
    co2_emission: co2,
    co2_class: row.co2_class,
    co2_emission_test_procedure: row.emission_test_procedure,
    main_engine: {
      fuel_type: row.fuel_type,
      co2_emission: co2,
      co2_class: row.co2_class,
      fuel_consumption_combined: orMissing(row.fuel_consumption_combined),
      electric_consumption_combined: orMissing(row.electric_consumption_combined),
    },
    second_engine: row.plug_in_hybrid
      ? {
          fuel_type: row.fuel_type,
          co2_emission: orMissing(row.co2_emission_discharged_g_per_km),
          co2_class: row.co2_class_discharged ?? row.co2_class,
          fuel_consumption_combined: orMissing(row.fuel_consumption_discharged),
          electric_consumption_combined: MISSING_EMISSION_VALUE,
        }
      : null,
  };
}

export function equipmentList(keys: readonly string[]): { key: string; label: string; category: string }[] {
  return keys.filter(isEquipmentKey).map((key) => ({ key, label: EQUIPMENT_LABELS[key], category: EQUIPMENT_CATEGORY_OF[key] }));
}

const num = (value: string | number | null, unit: string) => (value === null ? '–' : `${String(value).replace('.', ',')} ${unit}`);

export function toCarModelDto(row: CarModelRow): CarModelDto {
  return {
    id: row.id,
    car_series_id: row.car_series_id,
    manufacturer_id: row.manufacturer_id,
    name: row.name,
    trim_level: row.trim_level,
    engine_name: row.engine_name,
    fuel_type: row.fuel_type,
    gear_type: row.gear_type,
    horsepower: row.horsepower,
    doors: row.doors,
    body_type: row.body_type,
    vehicle_order_code: row.vehicle_order_code,
    list_price_cents: Number(row.list_price_cents),
    standard_equipment: { data: equipmentList(row.standard_equipment) },
    emission_and_consumption_summary: emissionSummary(row),
    // The ADAC-style data sheet, grouped as the detail page shows it (spec 3.10).
    data_from_adac: {
      grouped_data: {
        general: [
          { label: 'Karosserie', value: BODY_TYPE_LABELS[row.body_type] },
          { label: 'Türen', value: String(row.doors) },
          { label: 'Ausstattungslinie', value: row.trim_level },
        ],
        weight_size: [{ label: 'Batteriekapazität', value: num(row.battery_capacity_kwh, 'kWh') }],
        readings: [
          { label: EMISSION_LABELS.co2Emission, value: `${orMissing(row.co2_emission_g_per_km)} g/km` },
          { label: EMISSION_LABELS.co2Class, value: row.co2_class },
          { label: EMISSION_LABELS.fuelConsumption, value: num(row.fuel_consumption_combined, 'l/100 km') },
          { label: EMISSION_LABELS.electricConsumption, value: num(row.electric_consumption_combined, 'kWh/100 km') },
        ],
        engine_drive: [
          { label: 'Motor', value: row.engine_name },
          { label: 'Leistung', value: `${row.horsepower} PS` },
          { label: 'Kraftstoff', value: FUEL_TYPE_LABELS[row.fuel_type] },
          { label: 'Getriebe', value: GEAR_TYPE_LABELS[row.gear_type] },
        ],
      },
    },
  };
}
