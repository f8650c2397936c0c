/** Body types with their filter flags (spec 3.14): family for estate/suv/van, business for limousine/estate. */
export const BODY_TYPES = ['small', 'compact', 'limousine', 'estate', 'suv', 'van', 'transporter', 'cabrio', 'coupe'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export interface BodyTypeInfo {
  readonly label: string;
  readonly family: boolean;
  readonly business: boolean;
}

export const BODY_TYPE_INFO: Readonly<Record<BodyType, BodyTypeInfo>> = {
  small: { label: 'Kleinwagen', family: false, business: false },
  compact: { label: 'Kompaktklasse', family: false, business: false },
  limousine: { label: 'Limousine', family: false, business: true },
  estate: { label: 'Kombi', family: true, business: true },
  suv: { label: 'SUV', family: true, business: false },
  van: { label: 'Van', family: true, business: false },
  transporter: { label: 'Transporter', family: false, business: false },
  cabrio: { label: 'Cabrio', family: false, business: false },
  coupe: { label: 'Coupé', family: false, business: false },
};

export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = Object.fromEntries(
  BODY_TYPES.map((b) => [b, BODY_TYPE_INFO[b].label]),
) as Record<BodyType, string>;
