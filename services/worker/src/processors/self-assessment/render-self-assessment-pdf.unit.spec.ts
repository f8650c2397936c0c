import { PDFDocument } from 'pdf-lib';
import { renderSelfAssessmentPdf, winAnsiSafe } from './render-self-assessment-pdf';
import { selfAssessmentSections } from './self-assessment-sections';
import { shownText } from './test/pdf-text';

const NONE = { private_personal_details: null, private_banking_details: null, business_company_manager_details: null, business_company_details: null, business_personal_details: null };

const privateDetails = {
  ...NONE,
  private_personal_details: {
    salutation: 'ms', first_name: 'Jürgen', last_name: 'Größmann', birthday: '03.09.1985', phone: '0171 2345678',
    street: 'Königsallee', house_number: '12a', postal_code: '40212', city: 'Düsseldorf', lived_since: '01.04.2015',
    housing_type: 'rent', number_of_children_to_support: 2,
  },
  private_banking_details: {
    iban: 'DE89370400440532013000', account_holder: 'Jürgen Größmann', employment_type: 'employee', employer: 'Müller & Söhne GmbH',
    employed_since: '01.01.2010', monthly_income_cents: 345678, extra_income: 12000,
  },
};

describe('Selbstauskunft sections', () => {
  it('labels private details in German with German money and the enumerations spelled out', () => {
    const [person, finances] = selfAssessmentSections('b2c', privateDetails);
    expect(person.title).toBe('Persönliche Angaben');
    expect(person.rows).toEqual(expect.arrayContaining([['Anrede', 'Frau'], ['Anschrift', 'Königsallee 12a, 40212 Düsseldorf'], ['Wohnsituation', 'Zur Miete'], ['Unterhaltspflichtige Kinder', '2'], ['Wohnhaft dort seit', '01.04.2015']]));
    expect(finances.rows).toEqual(
      expect.arrayContaining([
        ['Beschäftigung', 'Angestellt'],
        ['Monatliches Nettoeinkommen', '€ 3.456,78'],
        ['Weitere Einkünfte mtl.', '€ 120,00'],
        ['Miete bzw. Wohnkosten mtl.', '–'],
        ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ]),
    );
  });

  it('has company, manager and owner sections for business customers', () => {
    const sections = selfAssessmentSections('b2b', {
      ...NONE,
      business_company_details: { company_name: 'Bäckerei Öztürk GmbH', legal_form: 'gmbh_co_kg', founded_at: '15.06.2001' },
      business_personal_details: { manager_monthly_income_cents: 500000, manager_tax_id: '' },
    });
    expect(sections.map((s) => s.title)).toEqual(['Angaben zum Unternehmen', 'Geschäftliche Angaben', 'Angaben zum Inhaber']);
    expect(sections[0].rows).toEqual(expect.arrayContaining([['Firmenname', 'Bäckerei Öztürk GmbH'], ['Rechtsform', 'GmbH & Co. KG']]));
    expect(sections[2].rows).toEqual(expect.arrayContaining([['Nettoeinkommen mtl.', '€ 5.000,00'], ['Steuer-ID', '–']]));
  });
});

describe('Selbstauskunft PDF', () => {
  const input = {
    dealId: 'd0000000-0000-4000-8000-000000000001',
    customerGroup: 'b2c' as const,
    customerName: 'Jürgen Größmann',
    email: 'jg@example.de',
    vehicle: 'Škoda Octavia Combi 2.0 TDI',
    offer: { months: 36, kmPerYear: 15000, monthlyRateCents: 29990, downpaymentCents: 150000, listPriceCents: 3899000 },
    sections: selfAssessmentSections('b2c', privateDetails),
    createdAt: new Date('2026-11-21T23:30:00Z'),
  };

  it('renders a PDF that parses, with umlauts, German money and dates in Berlin time', async () => {
    const bytes = await renderSelfAssessmentPdf(input);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Selbstauskunft – Jürgen Größmann');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = (await shownText(bytes)).join('\n');
    expect(text).toContain('Selbstauskunft');
    expect(text).toContain('Jürgen Größmann');
    expect(text).toContain('Königsallee 12a, 40212 Düsseldorf');
    expect(text).toContain('€ 299,90');
    expect(text).toContain('15.000 km');
    expect(text).toContain('€ 3.456,78');
    expect(text).toContain('Müller & Söhne GmbH');
    expect(text).toContain('Škoda Octavia');
    expect(text).toContain('Erstellt am 22.11.2026'); // 23:30 UTC is the next day in Berlin
  });

  it('never fails on characters the standard fonts cannot show', async () => {
    expect(winAnsiSafe('Zoë 😀 李')).toBe('Zoë ? ?');
    const bytes = await renderSelfAssessmentPdf({ ...input, customerName: 'Zoë 😀 李' });
    expect((await shownText(bytes)).join('\n')).toContain('Zoë ? ?');
  });

  it('continues on a second page when the sections are long', async () => {
    const many = Array.from({ length: 80 }, (_, i) => [`Zeile ${i + 1}`, 'Wert'] as [string, string]);
    const bytes = await renderSelfAssessmentPdf({ ...input, sections: [{ title: 'Viele Angaben', rows: many }] });
    const pages = await shownText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('\n')).toContain('Zeile 80');
    expect(pages[pages.length - 1]).toContain(`Seite ${pages.length} von ${pages.length}`);
  });
});
