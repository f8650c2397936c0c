import type { CustomerGroup, SearchFilterOptions } from '@autoleasing/contracts';
import { CUSTOMER_GROUP_URL_VALUES, formatCents } from '@autoleasing/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { budgetKey, rangeParam } from '../../lib/listing-query';
import { rateSuffix } from '../../lib/price-labels';
import { BUDGET_STEPS_CENTS } from '../listing/filter-options';

/** The homepage's search entry: the filter values the homepage answers, sent to /leasing. */
export function HomeSearchForm({ filters, group }: { filters: SearchFilterOptions; group: CustomerGroup }) {
  const navigate = useNavigate();
  const [brand, setBrand] = useState('');
  const [body, setBody] = useState('');
  const [fuel, setFuel] = useState('');
  const [budget, setBudget] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    if (brand) query.set('manufacturer_name', brand);
    if (body) query.set('body_type', body);
    if (fuel) query.set('fuel_type', fuel);
    if (budget) query.set(rangeParam(budgetKey(group), 'max'), budget);
    query.set('customer_type', CUSTOMER_GROUP_URL_VALUES[group]);
    void navigate(`/leasing?${query.toString()}`);
  };
  const select = (id: string, label: string, value: string, onChange: (v: string) => void, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={id}>{label}</label>
      <select className="form-control" id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Alle</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const budgets = BUDGET_STEPS_CENTS.filter((cents) => cents <= filters.budget.max).map((cents) => ({ value: String(cents), label: `bis ${formatCents(cents, { fractionDigits: 0 })} ${rateSuffix(group)}` }));
  return (
    <form className="home-search" role="search" aria-label="Fahrzeugsuche" onSubmit={submit}>
      {select('home-brand', 'Marke', brand, setBrand, filters.manufacturer_name)}
      {select('home-body', 'Karosserie', body, setBody, filters.body_type)}
      {select('home-fuel', 'Kraftstoff', fuel, setFuel, filters.fuel_type)}
      {select('home-budget', group === 'b2c' ? 'Monatsrate (brutto)' : 'Monatsrate (netto)', budget, setBudget, budgets)}
      <button type="submit" className="button">
        Angebote finden
      </button>
    </form>
  );
}
