import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { dealersQueryOptions } from '../api/dealer-discounts-api';
import { parseTableQuery, withDealer } from '../lib/table-query';
import { useFullWidth } from '../lib/use-full-width';
import { DiscountScreen } from './discount-screen';
import { FullWidthToggle } from './full-width-toggle';
import './dealer-discounts.css';

/**
 * /dealer/discount (spec 2.5): the route guard lets Dealers and Admins in (spec 6). A Dealer works
 * on the own dealer's table; an Admin first chooses the dealer to act for (dealer_id_for_admin),
 * kept in the URL as dealer_id.
 */
export function DealerDiscountPage() {
  const session = useSession().data;
  const [search] = useSearchParams();
  const query = parseTableQuery(search);
  const dealerId = session?.role === 'Dealer' ? session.dealerId : query.dealerId;
  const [fullWidth, setFullWidth] = useFullWidth(session?.userId ?? null);
  return (
    <div className={fullWidth ? 'dd-page dd-page--wide' : 'dd-page'}>
      <div className="dd-page__head">
        <h1>Rabatte und Boni</h1>
        <FullWidthToggle on={fullWidth} onChange={setFullWidth} />
      </div>
      {session?.role === 'Admin' && <DealerChooser current={query.dealerId} />}
      {dealerId ? (
        <DiscountScreen key={dealerId} dealerId={dealerId} isAdmin={session?.role === 'Admin'} />
      ) : session?.role === 'Dealer' ? (
        <p role="alert" className="alert alert--error">
          Ihrem Konto ist kein Händler zugeordnet. Bitte wenden Sie sich an das Ops-Team.
        </p>
      ) : (
        <p className="dd-hint">Bitte wählen Sie den Händler, für den Sie die Tabelle bearbeiten möchten.</p>
      )}
    </div>
  );
}

/** An Admin's dealer: a list from GET /api/v1/users/dealers when it answers, otherwise the id. */
function DealerChooser({ current }: { current: string | null }) {
  const [, setSearch] = useSearchParams();
  const dealers = useQuery(dealersQueryOptions());
  const [typed, setTyped] = useState(current ?? '');
  const choose = (id: string) => {
    if (id) setSearch(withDealer(id));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(typed.trim());
  };
  if (dealers.data && dealers.data.length > 0) {
    return (
      <div className="dd-field dd-dealer-chooser">
        <label htmlFor="dd-dealer">Händler</label>
        <select className="form-control" id="dd-dealer" value={current ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="">Bitte wählen</option>
          {dealers.data.map((dealer) => (
            <option key={dealer.id} value={dealer.id}>
              {dealer.full_name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <form className="dd-dealer-chooser" onSubmit={onSubmit}>
      <div className="dd-field">
        <label htmlFor="dd-dealer-id">Händler-ID</label>
        <input className="form-control" id="dd-dealer-id" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby="dd-dealer-id-hint" />
        <span id="dd-dealer-id-hint" className="dd-hint">
          {dealers.isPending ? 'Händlerliste wird geladen …' : 'Die Händlerliste ist nicht verfügbar; bitte die ID des Händlers eingeben.'}
        </span>
      </div>
      <button type="submit" className="button button--compact">
        Händler öffnen
      </button>
    </form>
  );
}
