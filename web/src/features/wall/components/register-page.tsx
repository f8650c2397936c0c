import { passwordUserInputs, WALL_PAGE_TITLES, type CustomerGroup } from '@autoleasing/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, errorMessage } from '../../../lib/api-error';
import { readVisitorCustomerGroup } from '../../../lib/customer-group-choice';
import { writePersistedState } from '../../../lib/persisted-state';
import { useRegister, type RegisterInput } from '../api/register';
import { withRedirectUrl } from '../routing/login-redirect';
import { applyApiFieldErrors } from './api-field-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength/password-strength-meter';
import { validateNewPassword } from './password-strength/use-password-verdict';
import { EMAIL_RULES, NEW_PASSWORD_HINT, NEW_PASSWORD_RULES } from './validation';
import './wall.css';

interface RegisterForm {
  customer_group: CustomerGroup;
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

const FIELDS = ['customer_group', 'company_name', 'first_name', 'last_name', 'email', 'password'] as const;

/** Spec 2.2 /register; afterwards /verify-email?email=… (with the pending redirect_url, issue 17). */
export function RegisterPage() {
  const navigate = useNavigate();
  const redirectUrl = useSearchParams()[0].get('redirect_url') ?? undefined;
  const registration = useRegister();
  const { register, handleSubmit, setError, watch, getValues, formState } = useForm<RegisterForm>({
    defaultValues: { customer_group: readVisitorCustomerGroup() ?? 'b2c', company_name: '', first_name: '', last_name: '', email: '', password: '' },
  });
  const isBusiness = watch('customer_group') === 'b2b';
  const person = () => {
    const values = getValues();
    return passwordUserInputs({ email: values.email, firstName: values.first_name, lastName: values.last_name, companyName: isBusiness ? values.company_name : null });
  };

  const onSubmit = handleSubmit(async (values) => {
    const input: RegisterInput = {
      customer_group: values.customer_group,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password: values.password,
      ...(values.customer_group === 'b2b' ? { company_name: values.company_name } : {}),
      ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
    };
    try {
      await registration.mutateAsync(input);
      navigate(withRedirectUrl(`/verify-email?email=${encodeURIComponent(values.email.trim())}`, redirectUrl));
    } catch (error) {
      // A 409 already went to /login with its message (auth client, spec 8); a taken address no longer answers 409 (issue 20).
      if (!(isApiError(error) && error.statusCode === 409)) writePersistedState({ error: null });
      applyApiFieldErrors(error, FIELDS, setError);
    }
  });

  const failure = registration.error;
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/register']}</h1>
      <p>Mit einem Konto bestellen Sie Ihr Leasingfahrzeug online und behalten alles im Blick.</p>
      {failure && !(isApiError(failure) && (Boolean(failure.details?.length) || failure.statusCode === 409)) && (
        <FormAlert tone="error">{errorMessage(failure)}</FormAlert>
      )}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <fieldset className="wall-fieldset">
          <legend>Ich lease als</legend>
          <div className="wall-fieldset__options">
            <label className="wall-check">
              <input type="radio" value="b2c" {...register('customer_group')} /> Privatkunde
            </label>
            <label className="wall-check">
              <input type="radio" value="b2b" {...register('customer_group')} /> Geschäftskunde
            </label>
          </div>
        </fieldset>
        {isBusiness && (
          <FormField
            label="Firma"
            autoComplete="organization"
            error={formState.errors.company_name}
            {...register('company_name', { required: 'Bitte geben Sie Ihre Firma an.', maxLength: { value: 200, message: 'Der Name ist zu lang.' } })}
          />
        )}
        <FormField
          label="Vorname"
          autoComplete="given-name"
          error={formState.errors.first_name}
          {...register('first_name', { required: 'Bitte geben Sie Ihren Vornamen ein.', maxLength: { value: 100, message: 'Der Vorname ist zu lang.' } })}
        />
        <FormField
          label="Nachname"
          autoComplete="family-name"
          error={formState.errors.last_name}
          {...register('last_name', { required: 'Bitte geben Sie Ihren Nachnamen ein.', maxLength: { value: 100, message: 'Der Nachname ist zu lang.' } })}
        />
        <FormField label="E-Mail-Adresse" type="email" autoComplete="email" error={formState.errors.email} {...register('email', EMAIL_RULES)} />
        <FormField
          label="Passwort"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={formState.errors.password}
          {...register('password', { ...NEW_PASSWORD_RULES, validate: (value) => validateNewPassword(value, person()) })}
        />
        <PasswordStrengthMeter password={watch('password')} userInputs={person()} />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Konto wird angelegt …' : 'Konto anlegen'}
        </button>
      </form>
      <nav className="wall-links" aria-label="Weitere Möglichkeiten">
        <Link to={withRedirectUrl('/login', redirectUrl)}>Schon registriert? Anmelden</Link>
        <Link to="/agbs">Unsere AGB</Link>
      </nav>
    </div>
  );
}
