/** German cities for dealers: [city, postal code, federal state]. */
export const DEALER_CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Berlin', '10115', 'Berlin'],
  ['Hamburg', '20095', 'Hamburg'],
  ['München', '80331', 'Bayern'],
  ['Köln', '50667', 'Nordrhein-Westfalen'],
  ['Frankfurt am Main', '60311', 'Hessen'],
  ['Stuttgart', '70173', 'Baden-Württemberg'],
  ['Düsseldorf', '40213', 'Nordrhein-Westfalen'],
  ['Leipzig', '04109', 'Sachsen'],
  ['Dortmund', '44135', 'Nordrhein-Westfalen'],
  ['Essen', '45127', 'Nordrhein-Westfalen'],
  ['Bremen', '28195', 'Bremen'],
  ['Dresden', '01067', 'Sachsen'],
  ['Hannover', '30159', 'Niedersachsen'],
  ['Nürnberg', '90402', 'Bayern'],
  ['Duisburg', '47051', 'Nordrhein-Westfalen'],
  ['Bochum', '44787', 'Nordrhein-Westfalen'],
  ['Bielefeld', '33602', 'Nordrhein-Westfalen'],
  ['Bonn', '53111', 'Nordrhein-Westfalen'],
  ['Münster', '48143', 'Nordrhein-Westfalen'],
  ['Mannheim', '68161', 'Baden-Württemberg'],
  ['Karlsruhe', '76133', 'Baden-Württemberg'],
  ['Augsburg', '86150', 'Bayern'],
  ['Wiesbaden', '65183', 'Hessen'],
  ['Braunschweig', '38100', 'Niedersachsen'],
  ['Kiel', '24103', 'Schleswig-Holstein'],
  ['Chemnitz', '09111', 'Sachsen'],
  ['Aachen', '52062', 'Nordrhein-Westfalen'],
  ['Freiburg im Breisgau', '79098', 'Baden-Württemberg'],
  ['Regensburg', '93047', 'Bayern'],
  ['Ingolstadt', '85049', 'Bayern'],
  ['Osnabrück', '49074', 'Niedersachsen'],
  ['Rostock', '18055', 'Mecklenburg-Vorpommern'],
  ['Magdeburg', '39104', 'Sachsen-Anhalt'],
  ['Erfurt', '99084', 'Thüringen'],
  ['Mainz', '55116', 'Rheinland-Pfalz'],
  ['Saarbrücken', '66111', 'Saarland'],
  ['Potsdam', '14467', 'Brandenburg'],
  ['Kassel', '34117', 'Hessen'],
  ['Ulm', '89073', 'Baden-Württemberg'],
  ['Würzburg', '97070', 'Bayern'],
];

export const DEALER_FAMILY_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Braun', 'Hofmann', 'Zimmermann',
] as const;

export const DEALER_NAME_PATTERNS = ['Autohaus {name} GmbH', 'Autohaus {name} GmbH & Co. KG', '{name} Automobile GmbH', 'Autozentrum {name} GmbH'] as const;

export const STREETS = [
  'Hauptstraße', 'Industriestraße', 'Gewerbering', 'Bahnhofstraße', 'Robert-Bosch-Straße', 'Carl-Benz-Straße',
  'Siemensstraße', 'Am Autohof', 'Daimlerstraße', 'Gottlieb-Daimler-Straße', 'Ferdinand-Porsche-Straße', 'Max-Planck-Straße',
] as const;
