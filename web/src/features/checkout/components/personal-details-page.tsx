import { CUSTOMER_DETAIL_FIELD_LABELS, CUSTOMER_DETAIL_SECTION_TITLES, type CustomerDetailsRequests, type HousingType, type Salutation } from '@autoleasing/contracts';
import { birthday, combine, livedSince, phone, postalCode, childrenCount } from '../lib/form-rules';
import { DetailsForm, DetailsStep, housingOptions, requiredChoice, requiredText, useDetailsSave, type DetailsStepContext } from './details-step';
import { DateField, SALUTATION_OPTIONS, SelectField, TextField } from './fields';
import { useCheckoutForm } from './use-checkout-form';

const L = CUSTOMER_DETAIL_FIELD_LABELS.private_personal_details;

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

function PersonalDetailsForm({ ctx }: { ctx: DetailsStepContext }) {
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
    <DetailsForm formRef={form.formRef} onSubmit={onSubmit} serverError={e.root?.server?.message} busy={form.formState.isSubmitting} back={ctx.back}>
      <fieldset>
        <legend>Person</legend>
        <div className="co-grid">
          <SelectField label={L.salutation} placeholder="Bitte wählen" options={SALUTATION_OPTIONS} error={e.salutation} {...form.register('salutation', { validate: requiredChoice })} />
          <TextField label={L.first_name} autoComplete="given-name" error={e.first_name} {...form.register('first_name', { validate: requiredText })} />
          <TextField label={L.last_name} autoComplete="family-name" error={e.last_name} {...form.register('last_name', { validate: requiredText })} />
          <DateField label={L.birthday} error={e.birthday} {...form.register('birthday', { validate: birthday() })} />
          <TextField label={L.phone} type="tel" autoComplete="tel" error={e.phone} {...form.register('phone', { validate: combine(requiredText, phone) })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Wohnsitz</legend>
        <div className="co-grid">
          <TextField label={L.street} autoComplete="address-line1" error={e.street} {...form.register('street', { validate: requiredText })} />
          <TextField label={L.house_number} error={e.house_number} {...form.register('house_number', { validate: requiredText })} />
          <TextField label={L.postal_code} inputMode="numeric" autoComplete="postal-code" error={e.postal_code} {...form.register('postal_code', { validate: postalCode })} />
          <TextField label={L.city} autoComplete="address-level2" error={e.city} {...form.register('city', { validate: requiredText })} />
          <DateField label={L.lived_since} error={e.lived_since} {...form.register('lived_since', { validate: livedSince(() => form.getValues('birthday')) })} />
          <SelectField label={L.housing_type} placeholder="Keine Angabe" options={housingOptions} error={e.housing_type} {...form.register('housing_type')} />
          <TextField label={L.number_of_children_to_support} inputMode="numeric" error={e.number_of_children_to_support} {...form.register('number_of_children_to_support', { validate: childrenCount })} />
        </div>
      </fieldset>
    </DetailsForm>
  );
}

/** Private checkout, step personal-details (spec 2.3, 5.2): who signs the contract and where they live. */
export function PersonalDetailsPage() {
  return (
    <DetailsStep step="personal-details" title={CUSTOMER_DETAIL_SECTION_TITLES.private_personal_details} intro="Diese Angaben braucht die Leasinggesellschaft für den Vertrag." form={PersonalDetailsForm} />
  );
}
