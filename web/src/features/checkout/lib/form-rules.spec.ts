import { isValidIban } from '@autoleasing/contracts';
import { birthday, cardCvc, cardExpiry, cardNumber, employedSince, euroAmount, foundedAt, iban, livedSince, postalCode, childrenCount } from './form-rules';
import { waitingProgress } from './upload-progress';
import { extrasAfterDeliveryOption, selectExtra } from './extras-rules';
import { scrollTargetY } from './scroll-to-first-error';

const now = () => ({ year: 2026, month: 11, day: 21 });

describe('dates (spec 5.3)', () => {
  it.each([
    ['', 'Bitte geben Sie ein Datum ein.'],
    ['1990-01-01', 'Bitte geben Sie das Datum im Format TT.MM.JJJJ ein.'],
    ['32.01.1990', 'Bitte geben Sie das Datum im Format TT.MM.JJJJ ein.'],
    ['31.02.1990', 'Dieses Datum existiert nicht.'],
    ['21.11.2026', 'Das Datum muss in der Vergangenheit liegen.'],
    ['01.01.2030', 'Das Datum muss in der Vergangenheit liegen.'],
    ['20.11.1926', 'Das Datum liegt zu weit in der Vergangenheit.'],
    ['22.11.2008', 'Sie müssen mindestens 18 Jahre alt sein.'],
  ])('birthday %p → %p', (text, message) => {
    expect(birthday(now)(text)).toBe(message);
  });

  it('accepts an adult born on the day 18 years ago', () => {
    expect(birthday(now)('21.11.2008')).toBe(true);
    expect(birthday(now)('1.2.1980')).toBe(true);
  });

  it('checks a lower bound', () => {
    expect(employedSince(undefined, now)('20.11.1956')).toBe('Das Datum liegt zu weit in der Vergangenheit.');
    expect(employedSince(undefined, now)('21.11.1956')).toBe(true);
    expect(foundedAt(now)('31.12.1799')).toBe('Das Datum liegt zu weit in der Vergangenheit.');
  });

  it('uses the API rule for dates of a life: not in the future, not before the birth date, employed not before the 14th birthday (issue 17)', () => {
    expect(livedSince(() => '03.09.1985', now)('02.09.1985')).toBe('Das Datum darf nicht vor dem Geburtsdatum liegen.');
    expect(livedSince(() => '03.09.1985', now)('03.09.1985')).toBe(true);
    expect(livedSince(() => '', now)('02.09.1985')).toBe(true);
    expect(livedSince(() => '03.09.1985', now)('22.11.2026')).toBe('Das Datum muss in der Vergangenheit liegen.');
    expect(employedSince('03.09.1985', now)('02.09.1999')).toBe('Das Datum darf nicht vor dem 14. Geburtstag liegen.');
    expect(employedSince('03.09.1985', now)('03.09.1999')).toBe(true);
    expect(foundedAt(now)('01.12.2026')).toBe('Das Datum muss in der Vergangenheit liegen.');
  });
});

describe('other field rules', () => {
  it('checks IBANs by their checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(iban('DE89 3704 0044 0532 0130 01')).toBe('Bitte geben Sie eine gültige IBAN ein.');
  });

  it('wants five-digit postal codes', () => {
    expect(postalCode('10115')).toBe(true);
    expect(postalCode('1011')).toBe('Bitte geben Sie eine fünfstellige Postleitzahl ein.');
  });

  it('reads euro amounts with the sign stripped, a non-number as 0 (spec 5.3)', () => {
    expect(euroAmount('monthly_income')('€ 2.500,50')).toBe(true);
    expect(euroAmount('monthly_income')('abc')).toBe('Bitte geben Sie einen Betrag größer als 0 € ein.');
    expect(euroAmount('extra_income')('abc')).toBe(true);
    expect(euroAmount('extra_income')('-5')).toBe('Bitte geben Sie einen Betrag von 0 € oder mehr ein.');
  });

  it('given an amount above the API cap of 10 million euros, then the field says so (contracts limits)', () => {
    expect(euroAmount('monthly_income')('10.000.000,00 €')).toBe(true);
    expect(euroAmount('monthly_income')('10.000.000,01')).toBe('Bitte geben Sie einen Betrag von höchstens 10.000.000 € ein.');
    expect(euroAmount('manager_other_living_costs')('20000000')).toBe('Bitte geben Sie einen Betrag von höchstens 10.000.000 € ein.');
    expect(euroAmount('manager_monthly_income')('0')).toBe(true);
  });

  it('given a number of children, then 0 to 20 pass like at the API (empty counts as 0)', () => {
    for (const ok of ['', '0', '20', ' 3 ']) expect(childrenCount(ok)).toBe(true);
    for (const bad of ['21', '99', '-1', '1,5', 'zwei']) expect(childrenCount(bad)).toBe('Bitte geben Sie eine ganze Zahl von 0 bis 20 ein.');
  });

  it('given card fields, then the API card rules answer (Luhn, MM/JJ not expired, CVC)', () => {
    expect(cardNumber('4242 4242 4242 4242')).toBe(true);
    expect(cardNumber('4242 4242 4242 4241')).toBe('Bitte geben Sie eine gültige Kartennummer ein.');
    expect(cardNumber('424242424242')).toBe('Bitte geben Sie eine gültige Kartennummer ein.');
    expect(cardExpiry(now)('11/26')).toBe(true);
    expect(cardExpiry(now)('10/26')).toBe('Ihre Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.');
    expect(cardExpiry(now)('13/26')).toBe('Bitte geben Sie das Ablaufdatum als MM/JJ ein.');
    const cvcMessage = 'Bitte geben Sie die Prüfnummer Ihrer Karte ein: drei Ziffern, bei American Express vier.';
    expect(cardCvc()('123')).toBe(true);
    expect(cardCvc()('12')).toBe(cvcMessage);
    expect(cardCvc(() => '4242 4242 4242 4242')('1234')).toBe(cvcMessage);
    expect(cardCvc(() => '378282246310005')('1234')).toBe(true);
    expect(cardCvc(() => '378282246310005')('123')).toBe(cvcMessage);
  });
});

describe('uploader progress (spec 9)', () => {
  it('runs to 97 % over 10 s and stays there while waiting', () => {
    expect(waitingProgress(0)).toBe(0);
    expect(waitingProgress(5_000)).toBe(49);
    expect(waitingProgress(10_000)).toBe(97);
    expect(waitingProgress(60_000)).toBe(97);
  });
});

describe('extras (spec 4.5)', () => {
  it('selects one extra at a time; the same again clears it', () => {
    expect(selectExtra(null, 'delivery')).toBe('delivery');
    expect(selectExtra('delivery', 'registration')).toBe('registration');
    expect(selectExtra('registration', 'registration')).toBeNull();
  });

  it('resets extras on factory pickup only', () => {
    expect(extrasAfterDeliveryOption('delivery', 'by_factory')).toBeNull();
    expect(extrasAfterDeliveryOption('delivery', 'by_dealer')).toBe('delivery');
  });
});

describe('scroll to the first error (spec 9)', () => {
  it('stops the header height plus 15 % of the viewport above the field', () => {
    const element = { getBoundingClientRect: () => ({ top: 900 }) } as HTMLElement;
    const win = { innerHeight: 800, scrollY: 100 } as Window;
    expect(scrollTargetY(element, win)).toBe(900 + 100 - 64 - 120);
  });
});
