/** Equipment categories (spec 3.14); the catalogue counts offers per category. */
export const EQUIPMENT_CATEGORIES = [
  'entertainment_and_navigation',
  'interior',
  'wheel_and_tires',
  'headlights',
  'safety',
  'sport',
  'extras',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export const EQUIPMENT_CATEGORY_LABELS: Readonly<Record<EquipmentCategory, string>> = {
  entertainment_and_navigation: 'Multimedia & Navigation',
  interior: 'Innenraum & Komfort',
  wheel_and_tires: 'Räder & Reifen',
  headlights: 'Licht & Sicht',
  safety: 'Sicherheit & Assistenz',
  sport: 'Sport & Fahrwerk',
  extras: 'Extras',
};

/**
 * Equipment keys with German labels, grouped by category. Keys are stable identifiers stored on
 * car models (standard equipment) and offers (extra equipment); labels may be reworded freely.
 */
export const EQUIPMENT_BY_CATEGORY = {
  entertainment_and_navigation: {
    navigation_system: 'Navigationssystem',
    navigation_system_professional: 'Navigationssystem Professional',
    apple_carplay: 'Apple CarPlay',
    android_auto: 'Android Auto',
    wireless_phone_charging: 'Induktive Ladeschale',
    dab_radio: 'Digitalradio DAB+',
    premium_sound_system: 'Premium-Soundsystem',
    head_up_display: 'Head-up-Display',
    digital_cockpit: 'Digitales Cockpit',
    touchscreen: 'Touchscreen',
    voice_control: 'Sprachsteuerung',
    bluetooth: 'Bluetooth-Freisprecheinrichtung',
    usb_c_ports: 'USB-C-Anschlüsse',
    wifi_hotspot: 'WLAN-Hotspot',
    online_services: 'Online-Dienste',
    rear_entertainment: 'Rear-Seat-Entertainment',
  },
  interior: {
    air_conditioner: 'Klimaanlage',
    climate_control_2_zone: '2-Zonen-Klimaautomatik',
    climate_control_3_zone: '3-Zonen-Klimaautomatik',
    heated_seats: 'Sitzheizung',
    heated_rear_seats: 'Sitzheizung hinten',
    ventilated_seats: 'Sitzbelüftung',
    massage_seats: 'Massagesitze',
    electric_seats: 'Elektrisch verstellbare Sitze',
    memory_seats: 'Sitze mit Memory-Funktion',
    lumbar_support: 'Lordosenstütze',
    leather_seats: 'Ledersitze',
    heated_steering_wheel: 'Lenkradheizung',
    multifunction_steering_wheel: 'Multifunktionslenkrad',
    ambient_lighting: 'Ambientebeleuchtung',
    panoramic_roof: 'Panorama-Glasdach',
    sunroof: 'Schiebedach',
    keyless_entry: 'Schlüsselloses Zugangssystem',
    electric_tailgate: 'Elektrische Heckklappe',
    auxiliary_heating: 'Standheizung',
    tinted_windows: 'Abgedunkelte Scheiben hinten',
    armrest: 'Mittelarmlehne',
    folding_rear_seats: 'Umklappbare Rücksitzlehne',
    heat_pump: 'Wärmepumpe',
  },
  wheel_and_tires: {
    alloy_wheels: 'Leichtmetallfelgen',
    alloy_wheels_17: 'Leichtmetallfelgen 17 Zoll',
    alloy_wheels_18: 'Leichtmetallfelgen 18 Zoll',
    alloy_wheels_19: 'Leichtmetallfelgen 19 Zoll',
    alloy_wheels_20: 'Leichtmetallfelgen 20 Zoll',
    steel_wheels: 'Stahlfelgen',
    all_season_tires: 'Ganzjahresreifen',
    winter_tires: 'Winterkompletträder',
    run_flat_tires: 'Notlaufreifen',
    tire_pressure_monitoring: 'Reifendruckkontrolle',
    tire_repair_kit: 'Reifenreparaturset',
    spare_wheel: 'Notrad',
  },
  headlights: {
    led_headlights: 'LED-Scheinwerfer',
    matrix_led_headlights: 'Matrix-LED-Scheinwerfer',
    laser_lights: 'Laserlicht',
    adaptive_headlights: 'Adaptives Kurvenlicht',
    high_beam_assist: 'Fernlichtassistent',
    fog_lights: 'Nebelscheinwerfer',
    led_tail_lights: 'LED-Heckleuchten',
    daytime_running_lights: 'LED-Tagfahrlicht',
    rain_sensor: 'Regensensor',
    light_sensor: 'Lichtsensor',
    heated_windscreen: 'Beheizbare Frontscheibe',
    auto_dimming_mirror: 'Automatisch abblendender Innenspiegel',
  },
  safety: {
    adaptive_cruise_control: 'Adaptiver Tempomat',
    cruise_control: 'Tempomat',
    lane_keeping_assist: 'Spurhalteassistent',
    lane_change_assist: 'Spurwechselassistent',
    blind_spot_monitor: 'Totwinkelassistent',
    emergency_brake_assist: 'Notbremsassistent',
    traffic_sign_recognition: 'Verkehrszeichenerkennung',
    driver_drowsiness_detection: 'Müdigkeitswarner',
    parking_sensors_front: 'Einparkhilfe vorne',
    parking_sensors_rear: 'Einparkhilfe hinten',
    rear_view_camera: 'Rückfahrkamera',
    camera_360: '360-Grad-Kamera',
    park_assist: 'Parkassistent',
    isofix: 'ISOFIX-Kindersitzbefestigung',
    side_airbags_rear: 'Seitenairbags hinten',
    emergency_call: 'Notrufsystem eCall',
    alarm_system: 'Alarmanlage',
    hill_start_assist: 'Berganfahrassistent',
    cross_traffic_alert: 'Querverkehrswarner',
  },
  sport: {
    sport_suspension: 'Sportfahrwerk',
    adaptive_suspension: 'Adaptives Fahrwerk',
    air_suspension: 'Luftfederung',
    sport_seats: 'Sportsitze',
    sport_steering_wheel: 'Sportlenkrad',
    paddle_shifters: 'Schaltwippen',
    drive_mode_select: 'Fahrprofilauswahl',
    all_wheel_drive: 'Allradantrieb',
    sport_package: 'Sportpaket',
    sport_exhaust: 'Sportabgasanlage',
    limited_slip_differential: 'Sperrdifferenzial',
  },
  extras: {
    tow_bar: 'Anhängerkupplung',
    roof_rails: 'Dachreling',
    metallic_paint: 'Metallic-Lackierung',
    privacy_glass: 'Privacy-Verglasung',
    charging_cable_mode_3: 'Ladekabel Mode 3',
    bidirectional_charging: 'Bidirektionales Laden',
    smartphone_key: 'Smartphone als Schlüssel',
    cargo_management: 'Gepäckraummanagement',
    floor_mats: 'Fußmatten',
    extended_warranty: 'Anschlussgarantie',
  },
} as const satisfies Record<EquipmentCategory, Record<string, string>>;

type EquipmentTable = typeof EQUIPMENT_BY_CATEGORY;
export type EquipmentKey = { [C in EquipmentCategory]: keyof EquipmentTable[C] }[EquipmentCategory] & string;

// The web reads only the categories: marked pure, these tables stay out of its bundles when unused.
/** Flat map key → German label. */
export const EQUIPMENT_LABELS: Readonly<Record<EquipmentKey, string>> = /* @__PURE__ */ (() =>
  Object.assign({}, ...EQUIPMENT_CATEGORIES.map((c) => EQUIPMENT_BY_CATEGORY[c])) as Record<EquipmentKey, string>)();

/** Flat map key → category. */
export const EQUIPMENT_CATEGORY_OF: Readonly<Record<EquipmentKey, EquipmentCategory>> = /* @__PURE__ */ (() =>
  Object.fromEntries(EQUIPMENT_CATEGORIES.flatMap((c) => Object.keys(EQUIPMENT_BY_CATEGORY[c]).map((k) => [k, c]))) as Record<EquipmentKey, EquipmentCategory>)();

export const EQUIPMENT_KEYS: readonly EquipmentKey[] = /* @__PURE__ */ Object.keys(EQUIPMENT_LABELS) as EquipmentKey[];

export function isEquipmentKey(value: unknown): value is EquipmentKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EQUIPMENT_LABELS, value);
}
