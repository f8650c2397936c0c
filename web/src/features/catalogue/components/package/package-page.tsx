import { CUSTOMER_GROUP_LABELS } from '@autoleasing/contracts';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { raiseErrorPage, useErrorPageFor } from '../../../../lib/error-page-signal';
import { withCustomerType } from '../../../../lib/customer-type';
import { usePackages } from '../../api/packages';
import { variationId } from '../../lib/catalogue-paths';
import { useCustomerGroup } from '../../lib/customer-group';
import { termQuery } from '../detail/use-term-choice';
import { GroupSwitch } from '../shared/group-switch';
import { PackageCard } from './package-card';
import '../catalogue.css';

/**
 * /package/{packageId}: a pre-configured car (inventory type pre_ordered) and the other packages
 * of its model, priced for the term in the URL. A visitor who chose no group sees it in its own
 * group; for a chosen other group the API answers 400 and the public client raises the 400 page
 * of spec 2.7 with the switch and 'Selbst konfigurieren'.
 */
export function PackagePage() {
  const { packageId = '' } = useParams();
  const [search] = useSearchParams();
  const id = variationId(packageId);
  const term = termQuery(search);
  if (!term.valid) return <Navigate to="/error?code=1" replace />;
  if (!id) return <NotFound />;
  return <Packages id={id} months={term.months} kmPerYear={term.km} />;
}

function NotFound() {
  useEffect(() => raiseErrorPage(404), []);
  return null;
}

function Packages({ id, months, kmPerYear }: { id: string; months?: number; kmPerYear?: number }) {
  const { group: ownGroup, chosen } = useCustomerGroup();
  // Without a chosen group the API answers in the package's own group (a b2c-only package in
  // gross prices instead of the 400 page); the page then shows the group of the answer (issue 16).
  const packages = usePackages({ carSpecId: id, group: chosen ? ownGroup : undefined, months, kmPerYear });
  useErrorPageFor(packages.error);
  if (packages.error) return null; // the error page is raised (spec 8)
  const data = packages.data;
  if (!data) return <p role="status">Pakete werden geladen …</p>;
  const group = data.customer_group;
  const first = data.packages.find((p) => p.id === id) ?? data.packages[0];
  return (
    <div className="catalogue-page package-page">
      <div className="catalogue-page__head">
        <h1>{first ? `${first.name}: Paketangebote` : 'Paketangebote'}</h1>
        <p>
          Vorkonfigurierte Fahrzeuge mit fester Ausstattung – Preise für {CUSTOMER_GROUP_LABELS[group]}. Lieber eine eigene Ausstattung?{' '}
          <Link to={withCustomerType('/leasing', group)}>Selbst konfigurieren</Link>
        </p>
        <GroupSwitch shown={group} />
      </div>
      {data.packages.length === 0 ? (
        <p>Für dieses Modell gibt es gerade keine Pakete.</p>
      ) : (
        <section aria-labelledby="packages-title">
          <h2 id="packages-title">{data.packages.length === 1 ? '1 Paket' : `${data.packages.length} Pakete`} verfügbar</h2>
          <ul className="card-grid">
            {data.packages.map((item) => (
              <li key={item.id}>
                <PackageCard item={item} group={group} current={item.id === id} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
