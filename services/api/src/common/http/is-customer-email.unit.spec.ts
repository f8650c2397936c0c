import { validateSync } from 'class-validator';
import { IsCustomerEmail } from './is-customer-email.decorator';

class Body {
  @IsCustomerEmail() email!: unknown;
}

const errorsOf = (email: unknown) => {
  const body = new Body();
  body.email = email;
  return validateSync(body);
};

describe('IsCustomerEmail', () => {
  it('given an address the contracts accept, when validated, then there is no error', () => {
    expect(errorsOf('max.mustermann@example.de')).toEqual([]);
  });

  it('given no address or something else, when validated, then the error is the isEmail code as before', () => {
    for (const bad of ['kein-email', 'max@example', 42, null, undefined]) {
      expect(errorsOf(bad).map((e) => Object.keys(e.constraints ?? {}))).toEqual([['isEmail']]);
    }
  });
});
