import { centsToEuroText, checkoutStepPath, HOUSING_TYPE_LABELS, HOUSING_TYPES, type CheckoutCustomerDto, type CheckoutStep, type CustomerDetailsKind } from '@autoleasing/contracts';
import type { ComponentType, FormEventHandler, ReactNode, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCheckoutCustomer, useSaveCustomerDetails } from '../api/checkout-api';
import { required } from '../lib/form-rules';
import { nextStep, previousStep } from '../lib/step-guard';
import { FormError, StepFrame } from './step-frame';
import { StepGate, type StepContext } from './step-gate';

/** What a details form gets: the step's context, the customer's saved details, and where to go next or back. */
export type DetailsStepContext = StepContext & { customer: CheckoutCustomerDto; next: () => void; back: string | null };

export const housingOptions = HOUSING_TYPES.map((t) => ({ value: t, label: HOUSING_TYPE_LABELS[t] }));
/** Saved cents as the text of a euro input; nothing saved (or 0) leaves it empty. */
export const euroText = (cents: number | undefined) => (cents ? centsToEuroText(cents) : '');
export const requiredText = required();
export const requiredChoice = required('Bitte wählen Sie eine Option aus.');

/** The frame of a details step: loads the customer's saved details, then the step's form. */
export function DetailsStep({ step, title, intro, form: Form }: { step: CheckoutStep; title: string; intro: string; form: ComponentType<{ ctx: DetailsStepContext }> }) {
  return (
    <StepGate step={step}>
      {(ctx) => (
        <StepFrame step={step} group={ctx.group} dealId={ctx.dealId} title={title} intro={intro}>
          <WithCustomer ctx={ctx} step={step}>
            {(details) => <Form ctx={details} />}
          </WithCustomer>
        </StepFrame>
      )}
    </StepGate>
  );
}

function WithCustomer({ ctx, step, children }: { ctx: StepContext; step: CheckoutStep; children: (ctx: DetailsStepContext) => ReactNode }) {
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

/** The form of a details step: the server's refusal on top, the fieldsets, then back and save. */
export function DetailsForm({
  formRef,
  onSubmit,
  serverError,
  busy,
  back,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | undefined;
  busy: boolean;
  back: string | null;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="co-form">
      <FormError message={serverError} />
      {children}
      <DetailsActions back={back} busy={busy} />
    </form>
  );
}

function DetailsActions({ back, busy }: { back: string | null; busy: boolean }) {
  return (
    <div className="co-actions">
      {back && (
        <Link className="button button--secondary" to={back}>
          Zurück
        </Link>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Wird gespeichert …' : 'Speichern und weiter'}
      </button>
    </div>
  );
}

export function useDetailsSave<K extends CustomerDetailsKind>(kind: K, ctx: StepContext) {
  return useSaveCustomerDetails(kind, ctx.customerId, ctx.dealId);
}
