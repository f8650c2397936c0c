import { CUSTOMER_DETAIL_FIELD_LABELS, CUSTOMER_DETAIL_SECTION_TITLES, LEGAL_FORM_LABELS, LEGAL_FORMS, type LegalForm } from '@autoleasing/contracts';
import { foundedAt, iban, postalCode } from '../lib/form-rules';
import { DetailsForm, DetailsStep, requiredChoice, requiredText, useDetailsSave, type DetailsStepContext } from './details-step';
import { DateField, SelectField, TextField } from './fields';
import { useCheckoutForm } from './use-checkout-form';

const L = CUSTOMER_DETAIL_FIELD_LABELS.business_company_details;

interface CompanyForm {
  company_name: string;
  legal_form: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  founded_at: string;
  register_number: string;
  iban: string;
}

function CompanyDetailsForm({ ctx }: { ctx: DetailsStepContext }) {
  const saved = ctx.customer.business_company_details;
  const save = useDetailsSave('business_company_details', ctx);
  const form = useCheckoutForm<CompanyForm>({
    defaultValues: {
      company_name: saved?.company_name ?? ctx.customer.company_name ?? '',
      legal_form: saved?.legal_form ?? '',
      street: saved?.street ?? '',
      house_number: saved?.house_number ?? '',
      postal_code: saved?.postal_code ?? '',
      city: saved?.city ?? '',
      founded_at: saved?.founded_at ?? '',
      register_number: saved?.register_number ?? '',
      iban: saved?.iban ?? '',
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.submit(async (v) => {
    await save.mutateAsync({
      company_name: v.company_name.trim(),
      legal_form: v.legal_form as LegalForm,
      street: v.street.trim(),
      house_number: v.house_number.trim(),
      postal_code: v.postal_code.trim(),
      city: v.city.trim(),
      founded_at: v.founded_at.trim(),
      register_number: v.register_number.trim() || undefined,
      iban: v.iban.trim(),
    });
    ctx.next();
  });
  return (
    <DetailsForm formRef={form.formRef} onSubmit={onSubmit} serverError={e.root?.server?.message} busy={form.formState.isSubmitting} back={ctx.back}>
      <fieldset>
        <legend>Unternehmen</legend>
        <div className="co-grid">
          <TextField label={L.company_name} autoComplete="organization" error={e.company_name} {...form.register('company_name', { validate: requiredText })} />
          <SelectField
            label={L.legal_form}
            placeholder="Bitte wählen"
            options={LEGAL_FORMS.map((f) => ({ value: f, label: LEGAL_FORM_LABELS[f] }))}
            error={e.legal_form}
            {...form.register('legal_form', { validate: requiredChoice })}
          />
          <DateField label={L.founded_at} error={e.founded_at} {...form.register('founded_at', { validate: foundedAt() })} />
          <TextField label={`${L.register_number} (optional)`} error={e.register_number} {...form.register('register_number')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Firmensitz</legend>
        <div className="co-grid">
          <TextField label={L.street} autoComplete="address-line1" error={e.street} {...form.register('street', { validate: requiredText })} />
          <TextField label={L.house_number} error={e.house_number} {...form.register('house_number', { validate: requiredText })} />
          <TextField label={L.postal_code} inputMode="numeric" autoComplete="postal-code" error={e.postal_code} {...form.register('postal_code', { validate: postalCode })} />
          <TextField label={L.city} autoComplete="address-level2" error={e.city} {...form.register('city', { validate: requiredText })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Geschäftskonto für die Leasingraten</legend>
        <div className="co-grid co-grid--wide">
          <TextField label={L.iban} autoComplete="off" spellCheck={false} error={e.iban} {...form.register('iban', { validate: iban })} />
        </div>
      </fieldset>
    </DetailsForm>
  );
}

/** Business checkout, step company-details (spec 2.3, 5.2): the company, its seat and its account. */
export function CompanyDetailsPage() {
  return (
    <DetailsStep step="company-details" title={CUSTOMER_DETAIL_SECTION_TITLES.business_company_details} intro="Die Leasinggesellschaft schließt den Vertrag mit Ihrem Unternehmen." form={CompanyDetailsForm} />
  );
}
