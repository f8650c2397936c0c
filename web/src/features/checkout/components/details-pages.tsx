import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  HOUSING_TYPE_LABELS,
  HOUSING_TYPES,
  LEGAL_FORM_LABELS,
  LEGAL_FORMS,
  checkoutStepPath,
  parseEuroText,
  type CheckoutCustomerDto,
  type CheckoutStep,
  type CustomerDetailsKind,
  type CustomerDetailsRequests,
  type CustomerGroup,
  type EmploymentType,
  type HousingType,
  type LegalForm,
  type Salutation,
} from '@autoleasing/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCheckoutCustomer, useSaveCustomerDetails } from '../api/checkout-api';
import { birthday, combine, employedSince, euroAmount, foundedAt, iban, livedSince, phone, postalCode, required, wholeNumber } from '../lib/form-rules';
import { nextStep, previousStep } from '../lib/step-guard';
import { DateField, EuroField, SALUTATION_OPTIONS, SelectField, TextField } from './fields';
import { FormError, StepFrame } from './step-frame';
import { StepGate, type StepContext } from './step-gate';
import { useCheckoutForm } from './use-checkout-form';

const housingOptions = HOUSING_TYPES.map((t) => ({ value: t, label: HOUSING_TYPE_LABELS[t] }));
const euroText = (cents: number | undefined) => (cents ? (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');
const requiredText = required();
const requiredChoice = required('Bitte wählen Sie eine Option aus.');

/** The frame of a details step: loads the customer's saved details, then the form. */
function DetailsStep({
  step,
  title,
  intro,
  children,
}: {
  step: CheckoutStep;
  title: string;
  intro: string;
  children: (ctx: StepContext & { customer: CheckoutCustomerDto; next: () => void; back: string | null }) => ReactNode;
}) {
  return (
    <StepGate step={step}>
      {(ctx) => (
        <StepFrame step={step} group={ctx.group} dealId={ctx.dealId} title={title} intro={intro}>
          <WithCustomer ctx={ctx} step={step}>
            {children}
          </WithCustomer>
        </StepFrame>
      )}
    </StepGate>
  );
}

function WithCustomer({ ctx, step, children }: { ctx: StepContext; step: CheckoutStep; children: Parameters<typeof DetailsStep>[0]['children'] }) {
  const customer = useCheckoutCustomer();
  const navigate = useNavigate();
  if (!customer.data) return <p role="status">Ihre Angaben werden geladen …</p>;
  const previous = previousStep(step, ctx.group);
  return (
    <>
      {children({
        ...ctx,
        customerId: customer.data.id,
        customer: customer.data,
        next: () => void navigate(checkoutStepPath(nextStep(step, ctx.group), ctx.dealId)),
        back: previous && previous !== 'checkout' ? checkoutStepPath(previous, ctx.dealId) : null,
      })}
    </>
  );
}

function Actions({ back, busy, label = 'Speichern und weiter' }: { back: string | null; busy: boolean; label?: string }) {
  return (
    <div className="co-actions">
      {back && (
        <Link className="button button--secondary" to={back}>
          Zurück
        </Link>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Wird gespeichert …' : label}
      </button>
    </div>
  );
}

function useDetailsSave<K extends CustomerDetailsKind>(kind: K, ctx: StepContext) {
  return useSaveCustomerDetails(kind, ctx.customerId, ctx.dealId);
}

// ---------- private: personal details ----------

interface PersonalForm {
  salutation: string;
  first_name: string;
  last_name: string;
  birthday: string;
  phone: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  lived_since: string;
  housing_type: string;
  number_of_children_to_support: string;
}

function PersonalDetailsForm({ ctx }: { ctx: Parameters<Parameters<typeof DetailsStep>[0]['children']>[0] }) {
  const saved = ctx.customer.private_personal_details;
  const save = useDetailsSave('private_personal_details', ctx);
  const form = useCheckoutForm<PersonalForm>({
    defaultValues: {
      salutation: saved?.salutation ?? '',
      first_name: saved?.first_name ?? ctx.customer.first_name ?? '',
      last_name: saved?.last_name ?? ctx.customer.last_name ?? '',
      birthday: saved?.birthday ?? '',
      phone: saved?.phone ?? '',
      street: saved?.street ?? '',
      house_number: saved?.house_number ?? '',
      postal_code: saved?.postal_code ?? '',
      city: saved?.city ?? '',
      lived_since: saved?.lived_since ?? '',
      housing_type: saved?.housing_type ?? '',
      number_of_children_to_support: String(saved?.number_of_children_to_support ?? 0),
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.submit(async (v) => {
    const body: CustomerDetailsRequests['private_personal_details'] = {
      salutation: v.salutation as Salutation,
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      birthday: v.birthday.trim(),
      phone: v.phone.trim(),
      street: v.street.trim(),
      house_number: v.house_number.trim(),
      postal_code: v.postal_code.trim(),
      city: v.city.trim(),
      lived_since: v.lived_since.trim(),
      housing_type: (v.housing_type || null) as HousingType | null,
      number_of_children_to_support: Number(v.number_of_children_to_support || 0),
    };
    await save.mutateAsync(body);
    ctx.next();
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="co-form">
      <FormError message={e.root?.server?.message} />
      <fieldset>
        <legend>Person</legend>
        <div className="co-grid">
          <SelectField label="Anrede" placeholder="Bitte wählen" options={SALUTATION_OPTIONS} error={e.salutation} {...form.register('salutation', { validate: requiredChoice })} />
          <TextField label="Vorname" autoComplete="given-name" error={e.first_name} {...form.register('first_name', { validate: requiredText })} />
          <TextField label="Nachname" autoComplete="family-name" error={e.last_name} {...form.register('last_name', { validate: requiredText })} />
          <DateField label="Geburtsdatum" error={e.birthday} {...form.register('birthday', { validate: birthday() })} />
          <TextField label="Telefon" type="tel" autoComplete="tel" error={e.phone} {...form.register('phone', { validate: combine(requiredText, phone) })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Wohnsitz</legend>
        <div className="co-grid">
          <TextField label="Straße" autoComplete="address-line1" error={e.street} {...form.register('street', { validate: requiredText })} />
          <TextField label="Hausnummer" error={e.house_number} {...form.register('house_number', { validate: requiredText })} />
          <TextField label="Postleitzahl" inputMode="numeric" autoComplete="postal-code" error={e.postal_code} {...form.register('postal_code', { validate: postalCode })} />
          <TextField label="Ort" autoComplete="address-level2" error={e.city} {...form.register('city', { validate: requiredText })} />
          <DateField label="Wohnhaft dort seit" error={e.lived_since} {...form.register('lived_since', { validate: livedSince(() => form.getValues('birthday')) })} />
          <SelectField label="Wohnsituation" placeholder="Keine Angabe" options={housingOptions} error={e.housing_type} {...form.register('housing_type')} />
          <TextField label="Unterhaltspflichtige Kinder" inputMode="numeric" error={e.number_of_children_to_support} {...form.register('number_of_children_to_support', { validate: wholeNumber })} />
        </div>
      </fieldset>
      <Actions back={ctx.back} busy={form.formState.isSubmitting} />
    </form>
  );
}

export function PersonalDetailsPage() {
  return (
    <DetailsStep step="personal-details" title="Persönliche Angaben" intro="Diese Angaben braucht die Leasinggesellschaft für den Vertrag.">
      {(ctx) => <PersonalDetailsForm ctx={ctx} />}
    </DetailsStep>
  );
}

// ---------- private: credit check ----------

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

function CreditCheckForm({ ctx }: { ctx: Parameters<Parameters<typeof DetailsStep>[0]['children']>[0] }) {
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
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="co-form">
      <FormError message={e.root?.server?.message} />
      <fieldset>
        <legend>Beschäftigung und Einkommen</legend>
        <div className="co-grid">
          <SelectField
            label="Beschäftigung"
            placeholder="Bitte wählen"
            options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
            error={e.employment_type}
            {...form.register('employment_type', { validate: requiredChoice })}
          />
          <TextField label="Arbeitgeber (optional)" autoComplete="organization" error={e.employer} {...form.register('employer')} />
          <DateField label="Beschäftigt seit" error={e.employed_since} {...form.register('employed_since', { validate: employedSince(personal?.birthday) })} />
          <EuroField label="Monatliches Nettoeinkommen (€)" error={e.monthly_income} {...form.register('monthly_income', { validate: euroAmount({ required: true }) })} />
          <EuroField label="Weitere Einkünfte mtl. (€, optional)" error={e.extra_income} {...form.register('extra_income', { validate: euroAmount() })} />
          <EuroField label="Miete bzw. Wohnkosten mtl. (€)" error={e.housing_rental_cost} {...form.register('housing_rental_cost', { validate: euroAmount() })} />
          <EuroField label="Sonstige Lebenshaltungskosten mtl. (€)" error={e.other_living_costs} {...form.register('other_living_costs', { validate: euroAmount() })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Bankverbindung für die Leasingraten</legend>
        <div className="co-grid co-grid--wide">
          <TextField label="IBAN" autoComplete="off" spellCheck={false} error={e.iban} {...form.register('iban', { validate: iban })} />
          <TextField label="Kontoinhaber" autoComplete="name" error={e.account_holder} {...form.register('account_holder', { validate: requiredText })} />
        </div>
      </fieldset>
      <Actions back={ctx.back} busy={form.formState.isSubmitting} />
    </form>
  );
}

export function CreditCheckDetailsPage() {
  return (
    <DetailsStep step="credit-check-details" title="Angaben zur Bonitätsprüfung" intro="Mit diesen Angaben prüft die Leasinggesellschaft Ihre Bonität (Selbstauskunft).">
      {(ctx) => <CreditCheckForm ctx={ctx} />}
    </DetailsStep>
  );
}

// ---------- business: contact (business-details) ----------

interface ManagerForm {
  salutation: string;
  first_name: string;
  last_name: string;
  phone: string;
  position: string;
}

function BusinessDetailsForm({ ctx }: { ctx: Parameters<Parameters<typeof DetailsStep>[0]['children']>[0] }) {
  const saved = ctx.customer.business_company_manager_details;
  const save = useDetailsSave('business_company_manager_details', ctx);
  const form = useCheckoutForm<ManagerForm>({
    defaultValues: {
      salutation: saved?.salutation ?? '',
      first_name: saved?.first_name ?? ctx.customer.first_name ?? '',
      last_name: saved?.last_name ?? ctx.customer.last_name ?? '',
      phone: saved?.phone ?? '',
      position: saved?.position ?? '',
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.submit(async (v) => {
    await save.mutateAsync({ salutation: v.salutation as Salutation, first_name: v.first_name.trim(), last_name: v.last_name.trim(), phone: v.phone.trim(), position: v.position.trim() });
    ctx.next();
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="co-form">
      <FormError message={e.root?.server?.message} />
      <fieldset>
        <legend>Ansprechpartner im Unternehmen</legend>
        <div className="co-grid">
          <SelectField label="Anrede" placeholder="Bitte wählen" options={SALUTATION_OPTIONS} error={e.salutation} {...form.register('salutation', { validate: requiredChoice })} />
          <TextField label="Vorname" autoComplete="given-name" error={e.first_name} {...form.register('first_name', { validate: requiredText })} />
          <TextField label="Nachname" autoComplete="family-name" error={e.last_name} {...form.register('last_name', { validate: requiredText })} />
          <TextField label="Telefon" type="tel" autoComplete="tel" error={e.phone} {...form.register('phone', { validate: combine(requiredText, phone) })} />
          <TextField label="Position im Unternehmen" autoComplete="organization-title" error={e.position} {...form.register('position', { validate: requiredText })} />
        </div>
      </fieldset>
      <Actions back={ctx.back} busy={form.formState.isSubmitting} />
    </form>
  );
}

export function BusinessDetailsPage() {
  return (
    <DetailsStep step="business-details" title="Geschäftliche Angaben" intro="Wer ist unser Ansprechpartner für diese Bestellung?">
      {(ctx) => <BusinessDetailsForm ctx={ctx} />}
    </DetailsStep>
  );
}

// ---------- business: company ----------

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

function CompanyDetailsForm({ ctx }: { ctx: Parameters<Parameters<typeof DetailsStep>[0]['children']>[0] }) {
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
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="co-form">
      <FormError message={e.root?.server?.message} />
      <fieldset>
        <legend>Unternehmen</legend>
        <div className="co-grid">
          <TextField label="Firmenname" autoComplete="organization" error={e.company_name} {...form.register('company_name', { validate: requiredText })} />
          <SelectField
            label="Rechtsform"
            placeholder="Bitte wählen"
            options={LEGAL_FORMS.map((f) => ({ value: f, label: LEGAL_FORM_LABELS[f] }))}
            error={e.legal_form}
            {...form.register('legal_form', { validate: requiredChoice })}
          />
          <DateField label="Gegründet am" error={e.founded_at} {...form.register('founded_at', { validate: foundedAt() })} />
          <TextField label="Handelsregisternummer (optional)" error={e.register_number} {...form.register('register_number')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Firmensitz</legend>
        <div className="co-grid">
          <TextField label="Straße" autoComplete="address-line1" error={e.street} {...form.register('street', { validate: requiredText })} />
          <TextField label="Hausnummer" error={e.house_number} {...form.register('house_number', { validate: requiredText })} />
          <TextField label="Postleitzahl" inputMode="numeric" autoComplete="postal-code" error={e.postal_code} {...form.register('postal_code', { validate: postalCode })} />
          <TextField label="Ort" autoComplete="address-level2" error={e.city} {...form.register('city', { validate: requiredText })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Geschäftskonto für die Leasingraten</legend>
        <div className="co-grid co-grid--wide">
          <TextField label="IBAN" autoComplete="off" spellCheck={false} error={e.iban} {...form.register('iban', { validate: iban })} />
        </div>
      </fieldset>
      <Actions back={ctx.back} busy={form.formState.isSubmitting} />
    </form>
  );
}

export function CompanyDetailsPage() {
  return (
    <DetailsStep step="company-details" title="Angaben zum Unternehmen" intro="Die Leasinggesellschaft schließt den Vertrag mit Ihrem Unternehmen.">
      {(ctx) => <CompanyDetailsForm ctx={ctx} />}
    </DetailsStep>
  );
}

// ---------- business: owner ----------

interface OwnerForm {
  manager_birthday: string;
  manager_lived_since: string;
  manager_street: string;
  manager_house_number: string;
  manager_postal_code: string;
  manager_city: string;
  manager_housing_type: string;
  manager_housing_rental_cost: string;
  manager_monthly_finance_for_house: string;
  manager_monthly_finance_for_apartment: string;
  manager_monthly_income: string;
  manager_extra_income: string;
  manager_other_living_costs: string;
  manager_tax_id: string;
  manager_number_of_children_to_support: string;
}

/**
 * Spec 5.2 owner-details update: monthly income and number of children default to 0 and tax id
 * to '' when missing; the housing type is dropped when null.
 */
export function ownerDetailsBody(v: OwnerForm): CustomerDetailsRequests['business_personal_details'] {
  const body: CustomerDetailsRequests['business_personal_details'] = {
    manager_birthday: v.manager_birthday.trim(),
    manager_lived_since: v.manager_lived_since.trim(),
    manager_street: v.manager_street.trim(),
    manager_house_number: v.manager_house_number.trim(),
    manager_postal_code: v.manager_postal_code.trim(),
    manager_city: v.manager_city.trim(),
    manager_housing_rental_cost: parseEuroText(v.manager_housing_rental_cost),
    manager_monthly_finance_for_house: parseEuroText(v.manager_monthly_finance_for_house),
    manager_monthly_finance_for_apartment: parseEuroText(v.manager_monthly_finance_for_apartment),
    manager_monthly_income: parseEuroText(v.manager_monthly_income) || 0,
    manager_extra_income: parseEuroText(v.manager_extra_income),
    manager_other_living_costs: parseEuroText(v.manager_other_living_costs),
    manager_tax_id: v.manager_tax_id.trim() || '',
    manager_number_of_children_to_support: Number(v.manager_number_of_children_to_support || 0) || 0,
  };
  if (v.manager_housing_type) body.manager_housing_type = v.manager_housing_type as HousingType;
  return body;
}

function OwnerDetailsForm({ ctx }: { ctx: Parameters<Parameters<typeof DetailsStep>[0]['children']>[0] }) {
  const saved = ctx.customer.business_personal_details;
  const save = useDetailsSave('business_personal_details', ctx);
  const form = useCheckoutForm<OwnerForm>({
    defaultValues: {
      manager_birthday: saved?.manager_birthday ?? '',
      manager_lived_since: saved?.manager_lived_since ?? '',
      manager_street: saved?.manager_street ?? '',
      manager_house_number: saved?.manager_house_number ?? '',
      manager_postal_code: saved?.manager_postal_code ?? '',
      manager_city: saved?.manager_city ?? '',
      manager_housing_type: saved?.manager_housing_type ?? '',
      manager_housing_rental_cost: euroText(saved?.manager_housing_rental_cost_cents),
      manager_monthly_finance_for_house: euroText(saved?.manager_monthly_finance_for_house_cents),
      manager_monthly_finance_for_apartment: euroText(saved?.manager_monthly_finance_for_apartment_cents),
      manager_monthly_income: euroText(saved?.manager_monthly_income_cents),
      manager_extra_income: euroText(saved?.manager_extra_income_cents),
      manager_other_living_costs: euroText(saved?.manager_other_living_costs_cents),
      manager_tax_id: saved?.manager_tax_id ?? '',
      manager_number_of_children_to_support: saved ? String(saved.manager_number_of_children_to_support ?? 0) : '',
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.submit(async (v) => {
    await save.mutateAsync(ownerDetailsBody(v));
    ctx.next();
  });
  const money = (name: keyof OwnerForm, label: string) => <EuroField label={label} error={e[name]} {...form.register(name, { validate: euroAmount() })} />;
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="co-form">
      <FormError message={e.root?.server?.message} />
      <fieldset>
        <legend>Inhaber bzw. Geschäftsführer</legend>
        <div className="co-grid">
          <DateField label="Geburtsdatum" error={e.manager_birthday} {...form.register('manager_birthday', { validate: birthday() })} />
          <TextField label="Steuer-ID (optional)" error={e.manager_tax_id} {...form.register('manager_tax_id')} />
          <TextField label="Unterhaltspflichtige Kinder (optional)" inputMode="numeric" error={e.manager_number_of_children_to_support} {...form.register('manager_number_of_children_to_support', { validate: wholeNumber })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Privatanschrift</legend>
        <div className="co-grid">
          <TextField label="Straße" autoComplete="address-line1" error={e.manager_street} {...form.register('manager_street', { validate: requiredText })} />
          <TextField label="Hausnummer" error={e.manager_house_number} {...form.register('manager_house_number', { validate: requiredText })} />
          <TextField label="Postleitzahl" inputMode="numeric" error={e.manager_postal_code} {...form.register('manager_postal_code', { validate: postalCode })} />
          <TextField label="Ort" error={e.manager_city} {...form.register('manager_city', { validate: requiredText })} />
          <DateField label="Wohnhaft dort seit" error={e.manager_lived_since} {...form.register('manager_lived_since', { validate: livedSince(() => form.getValues('manager_birthday')) })} />
          <SelectField label="Wohnsituation" placeholder="Keine Angabe" options={housingOptions} error={e.manager_housing_type} {...form.register('manager_housing_type')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Monatliche Einnahmen und Ausgaben (optional)</legend>
        <div className="co-grid">
          {money('manager_monthly_income', 'Nettoeinkommen mtl. (€)')}
          {money('manager_extra_income', 'Weitere Einkünfte mtl. (€)')}
          {money('manager_housing_rental_cost', 'Miete mtl. (€)')}
          {money('manager_monthly_finance_for_house', 'Finanzierung Haus mtl. (€)')}
          {money('manager_monthly_finance_for_apartment', 'Finanzierung Wohnung mtl. (€)')}
          {money('manager_other_living_costs', 'Sonstige Lebenshaltungskosten mtl. (€)')}
        </div>
      </fieldset>
      <Actions back={ctx.back} busy={form.formState.isSubmitting} />
    </form>
  );
}

export function OwnerDetailsPage() {
  return (
    <DetailsStep step="owner-details" title="Angaben zum Inhaber" intro="Für die Bonitätsprüfung braucht die Leasinggesellschaft Angaben zur Person des Inhabers bzw. Geschäftsführers.">
      {(ctx) => <OwnerDetailsForm ctx={ctx} />}
    </DetailsStep>
  );
}

export type { CustomerGroup };
