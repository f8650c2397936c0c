import { IsNotEmpty, IsString, validateSync } from 'class-validator';
import { germanMessage, toGermanDetails } from './german-validation-messages';

class Form {
  @IsString() @IsNotEmpty(germanMessage('Bitte geben Sie Ihr Passwort ein.')) password!: string;
  @IsString() name!: string;
}

describe('toGermanDetails', () => {
  it('given a rule with its own German sentence, when it fails, then the detail says that sentence', () => {
    const form = Object.assign(new Form(), { password: '', name: 'Petra' });
    expect(toGermanDetails(validateSync(form))).toEqual([{ field: 'password', code: 'isNotEmpty', message: 'Bitte geben Sie Ihr Passwort ein.' }]);
  });

  it('given a rule without one, when it fails, then the detail says the constraint’s German sentence', () => {
    const form = Object.assign(new Form(), { password: 'geheim', name: 42 });
    expect(toGermanDetails(validateSync(form))).toEqual([{ field: 'name', code: 'isString', message: 'Bitte geben Sie einen Text ein.' }]);
  });
});
