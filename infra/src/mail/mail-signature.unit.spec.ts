import { loadOperatorConfig } from '../config/operator-config';
import { mailSignature, operatorMailLines } from './mail-signature';

describe('mail signature: the operator under every customer mail (§ 35a GmbHG, § 37a HGB)', () => {
  it('names the company, its address and managing directors, and links the imprint', () => {
    const signature = mailSignature(loadOperatorConfig({}, false), 'https://autoleasing.example/');
    expect(signature.text.split('\n')).toEqual([
      'Viele Grüße',
      'Ihr autoleasing-Team',
      '',
      '--',
      'autoleasing Beispiel GmbH · Musterstraße 1 · 12345 Musterstadt',
      'Geschäftsführung: Erika Mustermann',
      'Impressum: https://autoleasing.example/impressum',
    ]);
  });

  it('adds register entry and VAT id when they are configured', () => {
    const operator = loadOperatorConfig({ OPERATOR_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 123456', OPERATOR_VAT_ID: 'DE123456789', OPERATOR_MANAGING_DIRECTORS: 'A. Eins, B. Zwei' }, false);
    expect(operatorMailLines(operator, 'https://a.example')).toEqual([
      'autoleasing Beispiel GmbH · Musterstraße 1 · 12345 Musterstadt',
      'Geschäftsführung: A. Eins, B. Zwei',
      'Amtsgericht Berlin-Charlottenburg, HRB 123456 · USt-IdNr.: DE123456789',
      'Impressum: https://a.example/impressum',
    ]);
  });

  it('names nothing that is not configured in production, but always the imprint', () => {
    expect(operatorMailLines(loadOperatorConfig({}, true), 'https://a.example')).toEqual(['Impressum: https://a.example/impressum']);
  });

  it('escapes the configured values in the HTML part', () => {
    const signature = mailSignature(loadOperatorConfig({ OPERATOR_NAME: 'A & B <GmbH>' }, false), 'https://a.example');
    expect(signature.html).toContain('A &amp; B &lt;GmbH&gt;');
    expect(signature.html).not.toContain('<GmbH>');
  });
});
