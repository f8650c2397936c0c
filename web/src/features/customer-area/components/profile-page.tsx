import type { CustomerProfileDto } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profileQueryOptions } from '../api/customer-area-api';
import { MailPreferences } from './mail-preferences';
import { LoadFailed, Loading } from './page-state';
import { PrivacySection } from './privacy-section';
import './customer-area.css';

const dash = (value: string | null) => value || '–';

interface ProfilePageProps {
  /** Sections other features add below the details (the app composes them, e.g. the wall's password change). */
  sections?: (profile: CustomerProfileDto) => ReactNode;
}

/** /customer/personal-details: the customer's personal details as we hold them. */
export function ProfilePage({ sections }: ProfilePageProps = {}) {
  const query = useQuery(profileQueryOptions());
  if (query.error) return <LoadFailed />;
  if (!query.data) return <Loading />;
  const p = query.data;
  const rows: [string, string][] = [
    ['Kundengruppe', p.customer_group === 'b2c' ? 'Privatkunde' : 'Geschäftskunde'],
    ...(p.customer_group === 'b2b' ? ([['Firma', dash(p.company_name)]] as [string, string][]) : []),
    ['Vorname', dash(p.first_name)],
    ['Nachname', dash(p.last_name)],
    ['E-Mail-Adresse', p.email],
    ['Telefon', dash(p.phone)],
    ['Straße und Hausnummer', dash(p.street)],
    ['PLZ und Ort', p.postal_code || p.city ? `${p.postal_code ?? ''} ${p.city ?? ''}`.trim() : '–'],
  ];
  return (
    <div className="ca-page">
      <h1>Persönliche Daten</h1>
      <dl className="ca-profile">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ca-muted">
        Ihre Angaben für die Bonitätsprüfung ändern Sie im Bestellprozess. Für andere Änderungen schreiben Sie uns über die Nachrichten zu Ihrer Bestellung oder lesen Sie in der{' '}
        <Link to="/customer/help">Hilfe</Link> nach.
      </p>
      <MailPreferences />
      {sections?.(p)}
      <PrivacySection />
    </div>
  );
}
