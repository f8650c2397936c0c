/**
 * Names of the emission figures in the Pkw-EnVKV's wording: the detail page's CO₂ label and
 * emissions table, and the readings of the api's data sheet (data_from_adac).
 */
export const EMISSION_LABELS = {
  co2Emission: 'CO₂-Emissionen kombiniert',
  co2Class: 'CO₂-Klasse',
  fuelConsumption: 'Kraftstoffverbrauch kombiniert',
  electricConsumption: 'Stromverbrauch kombiniert',
} as const;
