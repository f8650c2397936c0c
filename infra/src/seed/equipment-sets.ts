import type { EquipmentKey } from '@autoleasing/contracts';

/** Standard equipment every new car sold in the EU carries (GSR2 assistants, eCall, ISOFIX…). */
const BASE: readonly EquipmentKey[] = [
  'air_conditioner', 'bluetooth', 'dab_radio', 'touchscreen', 'multifunction_steering_wheel', 'apple_carplay',
  'android_auto', 'usb_c_ports', 'emergency_brake_assist', 'lane_keeping_assist', 'traffic_sign_recognition',
  'driver_drowsiness_detection', 'isofix', 'emergency_call', 'tire_pressure_monitoring', 'daytime_running_lights',
  'led_headlights', 'hill_start_assist', 'cruise_control', 'parking_sensors_rear', 'folding_rear_seats', 'tire_repair_kit',
];

/** What the middle trim adds. */
const COMFORT: readonly EquipmentKey[] = [
  'climate_control_2_zone', 'navigation_system', 'alloy_wheels', 'alloy_wheels_17', 'rear_view_camera', 'heated_seats',
  'keyless_entry', 'adaptive_cruise_control', 'rain_sensor', 'light_sensor', 'digital_cockpit', 'wireless_phone_charging',
  'armrest', 'led_tail_lights', 'auto_dimming_mirror',
];

/** What the top or sport trim adds. */
const TOP: readonly EquipmentKey[] = [
  'alloy_wheels_18', 'sport_seats', 'sport_suspension', 'ambient_lighting', 'parking_sensors_front', 'matrix_led_headlights',
  'tinted_windows', 'heated_steering_wheel', 'drive_mode_select', 'sport_steering_wheel', 'blind_spot_monitor', 'electric_tailgate',
];

/** Premium brands ship more as standard. */
export const PREMIUM_BRANDS: ReadonlySet<string> = new Set([
  'audi', 'bmw', 'mercedes-benz', 'porsche', 'volvo', 'lexus', 'genesis', 'polestar', 'land-rover', 'jaguar', 'maserati', 'alpine', 'ds',
]);

export function standardEquipment(brandSlug: string, trimIndex: number, fuel: string, gear: string): EquipmentKey[] {
  const keys = new Set<EquipmentKey>(BASE);
  const level = trimIndex + (PREMIUM_BRANDS.has(brandSlug) ? 1 : 0);
  if (level >= 1) COMFORT.forEach((k) => keys.add(k));
  if (level >= 2) TOP.forEach((k) => keys.add(k));
  if (fuel === 'electric') {
    keys.add('charging_cable_mode_3');
    if (level >= 1) keys.add('heat_pump');
  }
  if (gear === 'automatic' && level >= 2) keys.add('paddle_shifters');
  if (level === 0) keys.add('steel_wheels');
  return [...keys].sort();
}

/** Gross price in € of an optional extra, by category; the offer's PRNG varies it ±30 %. */
export const EXTRA_PRICE_EUR: Readonly<Record<string, number>> = {
  entertainment_and_navigation: 650,
  interior: 750,
  wheel_and_tires: 900,
  headlights: 1000,
  safety: 550,
  sport: 1200,
  extras: 450,
};
