import { CUSTOMER_DETAIL_FIELD_LABELS, CUSTOMER_DETAIL_SECTION_TITLES, parseEuroText, type CustomerDetailsRequests, type HousingType } from '@autoleasing/contracts';
import { birthday, euroAmount, livedSince, postalCode, childrenCount } from '../lib/form-rules';
import { DetailsForm, DetailsStep, euroText, housingOptions, requiredText, useDetailsSave, type DetailsStepContext } from './details-step';
import { DateField, EuroField, SelectField, TextField } from './fields';
import { useCheckoutForm } from './use-checkout-form';

const L = CUSTOMER_DETAIL_FIELD_LABELS.business_personal_details;

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

function OwnerDetailsForm({ ctx }: { ctx: DetailsStepContext }) {
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
  const money = (name: keyof OwnerForm) => <EuroField label={`${L[name]} (€)`} error={e[name]} {...form.register(name, { validate: euroAmount(name) })} />;
  return (
    <DetailsForm formRef={form.formRef} onSubmit={onSubmit} serverError={e.root?.server?.message} busy={form.formState.isSubmitting} back={ctx.back}>
      <fieldset>
        <legend>Inhaber bzw. Geschäftsführer</legend>
        <div className="co-grid">
          <DateField label={L.manager_birthday} error={e.manager_birthday} {...form.register('manager_birthday', { validate: birthday() })} />
          <TextField label={`${L.manager_tax_id} (optional)`} error={e.manager_tax_id} {...form.register('manager_tax_id')} />
          <TextField label={`${L.manager_number_of_children_to_support} (optional)`} inputMode="numeric" error={e.manager_number_of_children_to_support} {...form.register('manager_number_of_children_to_support', { validate: childrenCount })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Privatanschrift</legend>
        <div className="co-grid">
          <TextField label={L.manager_street} autoComplete="address-line1" error={e.manager_street} {...form.register('manager_street', { validate: requiredText })} />
          <TextField label={L.manager_house_number} error={e.manager_house_number} {...form.register('manager_house_number', { validate: requiredText })} />
          <TextField label={L.manager_postal_code} inputMode="numeric" error={e.manager_postal_code} {...form.register('manager_postal_code', { validate: postalCode })} />
          <TextField label={L.manager_city} error={e.manager_city} {...form.register('manager_city', { validate: requiredText })} />
          <DateField label={L.manager_lived_since} error={e.manager_lived_since} {...form.register('manager_lived_since', { validate: livedSince(() => form.getValues('manager_birthday')) })} />
          <SelectField label={L.manager_housing_type} placeholder="Keine Angabe" options={housingOptions} error={e.manager_housing_type} {...form.register('manager_housing_type')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Monatliche Einnahmen und Ausgaben (optional)</legend>
        <div className="co-grid">
          {money('manager_monthly_income')}
          {money('manager_extra_income')}
          {money('manager_housing_rental_cost')}
          {money('manager_monthly_finance_for_house')}
          {money('manager_monthly_finance_for_apartment')}
          {money('manager_other_living_costs')}
        </div>
      </fieldset>
    </DetailsForm>
  );
}

/** Business checkout, step owner-details (spec 2.3, 5.2): the owner or managing director for the credit check. */
export function OwnerDetailsPage() {
  return (
    <DetailsStep step="owner-details" title={CUSTOMER_DETAIL_SECTION_TITLES.business_personal_details} intro="Für die Bonitätsprüfung braucht die Leasinggesellschaft Angaben zur Person des Inhabers bzw. Geschäftsführers." form={OwnerDetailsForm} />
  );
}
