import { CARD_FIELD_MESSAGES, cardBrand, cardExpiryProblem, cardProblems, isAmexCardNumber, isValidCardCvc, isValidCardNumber, normaliseCardNumber, parseCardExpiry } from './card-rules';
import { DECLINE_MESSAGES } from './payment-api';

const today = { year: 2026, month: 11, day: 21 };

describe('card rules (web and api)', () => {
  it('given a card number typed in groups, then spaces are dropped', () => {
    expect(normaliseCardNumber(' 4242 4242\t4242 4242 ')).toBe('4242424242424242');
  });

  it('given 13 to 19 digits with a valid Luhn check digit, then the number is valid', () => {
    for (const ok of ['4242424242424242', '4242 4242 4242 4242', '5555555555554444', '378282246310005', '4222222222222', '6011000990139424']) expect(isValidCardNumber(ok)).toBe(true);
  });

  it('given a wrong check digit, a wrong length or other characters, then the number is invalid', () => {
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    // 12 digits pass Luhn but are no card number we take; 20 digits are too long.
    expect(isValidCardNumber('424242424242')).toBe(false);
    expect(isValidCardNumber('42424242424242424242')).toBe(false);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('given MM/JJ, then it is read as month and year of this century', () => {
    expect(parseCardExpiry(' 12/30 ')).toEqual({ month: 12, year: 2030 });
    for (const bad of ['13/30', '00/30', '1/30', '12/2030', '12-30', '']) expect(parseCardExpiry(bad)).toBeUndefined();
  });

  it('given an expiry month, then the card is valid through its last day and expired after it', () => {
    expect(cardExpiryProblem('11/26', today)).toBeUndefined();
    expect(cardExpiryProblem('11/26', { year: 2026, month: 11, day: 30 })).toBeUndefined();
    expect(cardExpiryProblem('10/26', today)).toBe('card_expired');
    expect(cardExpiryProblem('12/25', today)).toBe('card_expired');
    expect(cardExpiryProblem('01/27', today)).toBeUndefined();
    expect(cardExpiryProblem('13/27', today)).toBe('card_expiry_invalid');
  });

  it('given a CVC, then three or four digits pass', () => {
    for (const ok of ['123', '1234', ' 123 ']) expect(isValidCardCvc(ok)).toBe(true);
    for (const bad of ['12', '12345', '12a', '']) expect(isValidCardCvc(bad)).toBe(false);
  });

  it('given the card number, then three CVC digits for Visa and Mastercard, four for American Express', () => {
    expect(isValidCardCvc('123', '4242 4242 4242 4242')).toBe(true);
    expect(isValidCardCvc('1234', '4242 4242 4242 4242')).toBe(false);
    expect(isValidCardCvc('123', '5555555555554444')).toBe(true);
    expect(isValidCardCvc('1234', '378282246310005')).toBe(true);
    expect(isValidCardCvc('123', '378282246310005')).toBe(false);
    expect(isAmexCardNumber('3714 496353 98431')).toBe(true);
    expect(isAmexCardNumber('4242424242424242')).toBe(false);
    // An invalid number is the number's problem: the CVC is judged by length alone.
    expect(isValidCardCvc('1234', '4242')).toBe(true);
  });

  it('names the brand by prefix, American Express by isAmexCardNumber', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3714 496353 98431')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('other');
    expect(cardBrand('3530111333300000')).toBe('other');
  });

  it('when a card has several problems, then each field is named with its code', () => {
    expect(cardProblems({ card_number: '4242424242424241', expiry: '01/20', cvc: '1' }, today)).toEqual([
      { field: 'card_number', code: 'card_number_invalid' },
      { field: 'expiry', code: 'card_expired' },
      { field: 'cvc', code: 'card_cvc_invalid' },
    ]);
    expect(cardProblems({ card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, today)).toEqual([]);
  });

  it('says an expired card in the words of the provider decline', () => {
    expect(CARD_FIELD_MESSAGES.card_expired).toBe(DECLINE_MESSAGES.expired_card);
    expect(CARD_FIELD_MESSAGES.card_number_invalid).toBe('Bitte geben Sie eine gültige Kartennummer ein.');
  });
});
