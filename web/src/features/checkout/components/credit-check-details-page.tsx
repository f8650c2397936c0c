import { CUSTOMER_DETAIL_FIELD_LABELS, CUSTOMER_DETAIL_SECTION_TITLES, EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, parseEuroText, type EmploymentType } from '@autoleasing/contracts';
import { employedSince, euroAmount, iban } from '../lib/form-rules';
import { DetailsForm, DetailsStep, euroText, requiredChoice, requiredText, useDetailsSave, type DetailsStepContext } from './details-step';
import { DateField, EuroField, SelectField, TextField } from './fields';
import { useCheckoutForm } from './use-checkout-form';

const L = CUSTOMER_DETAIL_FIELD_LABELS.private_banking_details;

interface CreditForm {
  iban: string;
  account_holder: string;
  employment_type: string;
  employer: string;
  employed_since: string;
  monthly_income: string;
  extra_income: string;
  housing_rental_cost: string;
  other_living_costs: string;
}

function CreditCheckForm({ ctx }: { ctx: DetailsStepContext }) {
  const saved = ctx.customer.private_banking_details;
  const personal = ctx.customer.private_personal_details;
  const save = useDetailsSave('private_banking_details', ctx);
  const form = useCheckoutForm<CreditForm>({
    defaultValues: {
      iban: saved?.iban ?? '',
      account_holder: saved?.account_holder ?? (personal ? `${personal.first_name} ${personal.last_name}` : ''),
      employment_type: saved?.employment_type ?? '',
      employer: saved?.employer ?? '',
      employed_since: saved?.employed_since ?? '',
      monthly_income: euroText(saved?.monthly_income_cents),
      extra_income: euroText(saved?.extra_income_cents),
      housing_rental_cost: euroText(saved?.housing_rental_cost_cents),
      other_living_costs: euroText(saved?.other_living_costs_cents),
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.submit(async (v) => {
    await save.mutateAsync({
      iban: v.iban.trim(),
      account_holder: v.account_holder.trim(),
      employment_type: v.employment_type as EmploymentType,
      employer: v.employer.trim() || undefined,
      employed_since: v.employed_since.trim(),
      // Spec 7: money in request bodies in euros; spec 5.3: '€' stripped, a non-number is 0.
      monthly_income: parseEuroText(v.monthly_income),
      extra_income: parseEuroText(v.extra_income),
      housing_rental_cost: parseEuroText(v.housing_rental_cost),
      other_living_costs: parseEuroText(v.other_living_costs),
    });
    ctx.next();
  });
  return (
    <DetailsForm formRef={form.formRef} onSubmit={onSubmit} serverError={e.root?.server?.message} busy={form.formState.isSubmitting} back={ctx.back}>
      <fieldset>
        <legend>Beschäftigung und Einkommen</legend>
        <div className="co-grid">
          <SelectField
            label={L.employment_type}
            placeholder="Bitte wählen"
            options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
            error={e.employment_type}
            {...form.register('employment_type', { validate: requiredChoice })}
          />
          <TextField label={`${L.employer} (optional)`} autoComplete="organization" error={e.employer} {...form.register('employer')} />
          <DateField label={L.employed_since} error={e.employed_since} {...form.register('employed_since', { validate: employedSince(personal?.birthday) })} />
          <EuroField label={`${L.monthly_income} (€)`} error={e.monthly_income} {...form.register('monthly_income', { validate: euroAmount('monthly_income') })} />
          <EuroField label={`${L.extra_income} (€, optional)`} error={e.extra_income} {...form.register('extra_income', { validate: euroAmount('extra_income') })} />
          <EuroField label={`${L.housing_rental_cost} (€)`} error={e.housing_rental_cost} {...form.register('housing_rental_cost', { validate: euroAmount('housing_rental_cost') })} />
          <EuroField label={`${L.other_living_costs} (€)`} error={e.other_living_costs} {...form.register('other_living_costs', { validate: euroAmount('other_living_costs') })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Bankverbindung für die Leasingraten</legend>
        <div className="co-grid co-grid--wide">
          <TextField label={L.iban} autoComplete="off" spellCheck={false} error={e.iban} {...form.register('iban', { validate: iban })} />
          <TextField label={L.account_holder} autoComplete="name" error={e.account_holder} {...form.register('account_holder', { validate: requiredText })} />
        </div>
      </fieldset>
    </DetailsForm>
  );
}

/** Private checkout, step credit-check-details (spec 2.3, 5.2): employment, income and the account for the rates (Selbstauskunft). */
export function CreditCheckDetailsPage() {
  return (
    <DetailsStep step="credit-check-details" title={CUSTOMER_DETAIL_SECTION_TITLES.private_banking_details} intro="Mit diesen Angaben prüft die Leasinggesellschaft Ihre Bonität (Selbstauskunft)." form={CreditCheckForm} />
  );
}
