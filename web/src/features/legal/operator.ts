/**
 * The company the imprint and the privacy notice name. The spec names no operator; these are the
 * project's example company (its domain autoleasing.example is reserved for examples). Replace
 * them with the registered company's data before the site goes live: both pages read only this.
 */
export const OPERATOR = {
  name: 'autoleasing GmbH',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  managingDirectors: ['Jana Berger', 'Tobias Krüger'],
  register: 'Amtsgericht Charlottenburg, HRB 201734 B',
  vatId: 'DE 312 845 906',
  phone: '+49 30 2096 4410',
  email: 'kontakt@autoleasing.example',
  privacyEmail: 'datenschutz@autoleasing.example',
  /** Permission as a loan broker (§ 34c GewO), needed to arrange leasing contracts. */
  brokerAuthority: 'Bezirksamt Mitte von Berlin, Ordnungsamt, Karl-Marx-Allee 31, 10178 Berlin',
} as const;
