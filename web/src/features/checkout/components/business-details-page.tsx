import { CUSTOMER_DETAIL_FIELD_LABELS, CUSTOMER_DETAIL_SECTION_TITLES, type Salutation } from '@autoleasing/contracts';
import { combine, phone } from '../lib/form-rules';
import { DetailsForm, DetailsStep, requiredChoice, requiredText, useDetailsSave, type DetailsStepContext } from './details-step';
import { SALUTATION_OPTIONS, SelectField, TextField } from './fields';
import { useCheckoutForm } from './use-checkout-form';

const L = CUSTOMER_DETAIL_FIELD_LABELS.business_company_manager_details;

interface ManagerForm {
  salutation: string;
  first_name: string;
  last_name: string;
  phone: string;
  position: string;
}

function BusinessDetailsForm({ ctx }: { ctx: DetailsStepContext }) {
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
    <DetailsForm formRef={form.formRef} onSubmit={onSubmit} serverError={e.root?.server?.message} busy={form.formState.isSubmitting} back={ctx.back}>
      <fieldset>
        <legend>Ansprechpartner im Unternehmen</legend>
        <div className="co-grid">
          <SelectField label={L.salutation} placeholder="Bitte wählen" options={SALUTATION_OPTIONS} error={e.salutation} {...form.register('salutation', { validate: requiredChoice })} />
          <TextField label={L.first_name} autoComplete="given-name" error={e.first_name} {...form.register('first_name', { validate: requiredText })} />
          <TextField label={L.last_name} autoComplete="family-name" error={e.last_name} {...form.register('last_name', { validate: requiredText })} />
          <TextField label={L.phone} type="tel" autoComplete="tel" error={e.phone} {...form.register('phone', { validate: combine(requiredText, phone) })} />
          <TextField label={L.position} autoComplete="organization-title" error={e.position} {...form.register('position', { validate: requiredText })} />
        </div>
      </fieldset>
    </DetailsForm>
  );
}

/** Business checkout, step business-details (spec 2.3, 5.2): the contact person in the company. */
export function BusinessDetailsPage() {
  return (
    <DetailsStep step="business-details" title={CUSTOMER_DETAIL_SECTION_TITLES.business_company_manager_details} intro="Wer ist unser Ansprechpartner für diese Bestellung?" form={BusinessDetailsForm} />
  );
}
