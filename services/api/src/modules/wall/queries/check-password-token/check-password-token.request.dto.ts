import { QueryValue } from '../../../../common/http/query-dto';
import { required } from '../../../../common/http/query-values';

/** The token of the reset link: missing, empty, repeated or longer than 200 characters answers 400 invalid_parameter. */
export class CheckPasswordTokenQueryDto {
  @QueryValue(
    required((value) => value),
    { required: true, maxLength: 200, description: 'Token aus dem Link zum Zurücksetzen des Passworts' },
  )
  readonly reset_password_token!: string;
}
