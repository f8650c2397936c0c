import { CHECKOUT_STEPS, checkoutProgressStepsOf, CUSTOMER_DETAIL_SECTION_TITLES, checkoutStepPath, type CheckoutStep, type CustomerGroup } from '@autoleasing/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const STEP_LABELS: Partial<Record<CheckoutStep, string>> = {
  checkout: 'Übersicht',
  'personal-details': CUSTOMER_DETAIL_SECTION_TITLES.private_personal_details,
  'credit-check-details': 'Bonität',
  'business-details': 'Ansprechpartner',
  'company-details': 'Unternehmen',
  'owner-details': 'Inhaber',
  documents: 'Dokumente',
  'business-documents': 'Dokumente',
  extras: 'Extras',
  summary: 'Bestellen',
  'business-summary': 'Bestellen',
};

/** A checkout step's frame: where the customer is in the order, the heading, the content. */
export function StepFrame({ step, group, dealId, title, intro, children }: { step: CheckoutStep; group: CustomerGroup; dealId: string; title: string; intro?: ReactNode; children: ReactNode }) {
  const steps = checkoutProgressStepsOf(group);
  const current = steps.indexOf(step);
  return (
    <div className="co-step" data-route-name={CHECKOUT_STEPS[step].routeName}>
      <nav aria-label="Bestellschritte" className="co-progress">
        <ol>
          {steps.map((s, index) => (
            <li key={s} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined} aria-current={index === current ? 'step' : undefined}>
              {index < current && index > 0 ? <Link to={checkoutStepPath(s, dealId)}>{STEP_LABELS[s]}</Link> : <span>{STEP_LABELS[s]}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
      {intro && <p className="co-intro">{intro}</p>}
      {children}
    </div>
  );
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div className="alert alert--error" role="alert">
      {message}
    </div>
  );
}
