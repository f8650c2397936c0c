/** A leasing bank; § 17 PAngV requires its name and address in every price ad. */
export interface LenderData {
  readonly slug: string;
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** Brands it finances as captive bank; empty for multi-brand lessors. */
  readonly captiveFor: readonly string[];
}

export const LENDERS: readonly LenderData[] = [
  { slug: 'volkswagen-leasing', name: 'Volkswagen Leasing GmbH', street: 'Gifhorner Straße 57', postalCode: '38112', city: 'Braunschweig', captiveFor: ['vw', 'audi', 'skoda', 'seat', 'cupra'] },
  { slug: 'porsche-financial-services', name: 'Porsche Financial Services GmbH', street: 'Porschestraße 1', postalCode: '74321', city: 'Bietigheim-Bissingen', captiveFor: ['porsche'] },
  { slug: 'bmw-bank', name: 'BMW Bank GmbH', street: 'Lilienthalallee 26', postalCode: '80939', city: 'München', captiveFor: ['bmw', 'mini'] },
  { slug: 'mercedes-benz-leasing', name: 'Mercedes-Benz Leasing GmbH', street: 'Siemensstraße 7', postalCode: '70469', city: 'Stuttgart', captiveFor: ['mercedes-benz', 'smart'] },
  { slug: 'toyota-kreditbank', name: 'Toyota Kreditbank GmbH', street: 'Toyota-Allee 5', postalCode: '50858', city: 'Köln', captiveFor: ['toyota', 'lexus'] },
  { slug: 'hyundai-capital-bank-europe', name: 'Hyundai Capital Bank Europe GmbH', street: 'Friedrich-Ebert-Anlage 35-37', postalCode: '60327', city: 'Frankfurt am Main', captiveFor: ['hyundai', 'kia', 'genesis'] },
  { slug: 'stellantis-bank', name: 'Stellantis Bank SA Niederlassung Deutschland', street: 'Siemensstraße 10', postalCode: '63263', city: 'Neu-Isenburg', captiveFor: ['opel', 'peugeot', 'citroen', 'ds', 'fiat', 'abarth', 'alfa-romeo', 'jeep', 'maserati', 'leapmotor'] },
  { slug: 'mobilize-financial-services', name: 'RCI Banque S.A. Niederlassung Deutschland (Mobilize Financial Services)', street: 'Jagenbergstraße 1', postalCode: '41468', city: 'Neuss', captiveFor: ['renault', 'dacia', 'alpine', 'nissan', 'mitsubishi'] },
  { slug: 'ford-bank', name: 'Ford Bank GmbH', street: 'Josef-Lammerting-Allee 24-34', postalCode: '50933', city: 'Köln', captiveFor: ['ford'] },
  { slug: 'santander-consumer-leasing', name: 'Santander Consumer Leasing GmbH', street: 'Santander-Platz 1', postalCode: '41061', city: 'Mönchengladbach', captiveFor: ['volvo', 'polestar', 'mazda', 'tesla', 'jaguar', 'land-rover'] },
  { slug: 'ald-autoleasing-d', name: 'ALD AutoLeasing D GmbH', street: 'Nedderfeld 95', postalCode: '22529', city: 'Hamburg', captiveFor: [] },
  { slug: 'creditplus-bank', name: 'CreditPlus Bank AG', street: 'Augustenstraße 7', postalCode: '70178', city: 'Stuttgart', captiveFor: [] },
  { slug: 'bank11', name: 'Bank11 für Privatkunden und Handel GmbH', street: 'Hammer Landstraße 91', postalCode: '41460', city: 'Neuss', captiveFor: [] },
];
