import { formatDateTime, formatQuantity, SECURITY_LOG_KIND_LABELS, SECURITY_LOG_KINDS, type SecurityLogEntry } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination/pagination';
import { parseSecurityLogParams, SECURITY_LOG_FILTERS, securityLogQueryOptions } from '../api/security-log-api';
import './security-log.css';

const PER_PAGE_FALLBACK = 50;

/** Details without the path and method shown beside them, as "key: value" pairs. */
function detailText(entry: SecurityLogEntry): string {
  return Object.entries(entry.details)
    .filter(([key]) => key !== 'method' && key !== 'path')
    .map(([key, value]) => `${key}: ${value ?? '–'}`)
    .join(', ');
}

function EntryRow({ entry }: { entry: SecurityLogEntry }) {
  const { method, path } = entry.details;
  return (
    <tr>
      <td className="sl-nowrap">
        <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
      </td>
      <td>{SECURITY_LOG_KIND_LABELS[entry.kind] ?? entry.kind}</td>
      <td className="sl-mono">{entry.user_id ?? '–'}</td>
      <td className="sl-mono sl-nowrap">{entry.client_ip}</td>
      <td>
        {method && path ? (
          <span className="sl-mono">
            {String(method)} {String(path)}
          </span>
        ) : (
          '–'
        )}
        {detailText(entry) && <span className="sl-muted">{detailText(entry)}</span>}
      </td>
      <td className="sl-mono">{entry.request_id ?? '–'}</td>
    </tr>
  );
}

/** The filters as a plain form: applied on submit (Enter in any field), so typing sends nothing yet. */
function Filters() {
  const [search, setSearch] = useSearchParams();
  const params = parseSecurityLogParams(search);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of SECURITY_LOG_FILTERS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearch(next);
  };
  return (
    <form className="filter-bar sl-filters" aria-label="Filter des Sicherheitsprotokolls" onSubmit={apply} key={search.toString()}>
      <div className="sl-field">
        <label htmlFor="sl-kind">Art</label>
        <select className="form-control" id="sl-kind" name="kind" defaultValue={params.kind ?? ''}>
          <option value="">Alle Arten</option>
          {SECURITY_LOG_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SECURITY_LOG_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="sl-field">
        <label htmlFor="sl-user">Nutzer-ID</label>
        <input className="form-control" id="sl-user" name="user_id" defaultValue={params.user_id ?? ''} spellCheck={false} autoComplete="off" />
      </div>
      <div className="sl-field">
        <label htmlFor="sl-ip">IP-Adresse</label>
        <input className="form-control" id="sl-ip" name="client_ip" defaultValue={params.client_ip ?? ''} spellCheck={false} autoComplete="off" />
      </div>
      <div className="sl-field">
        <label htmlFor="sl-from">Von (Tag)</label>
        <input className="form-control" id="sl-from" name="from" type="date" defaultValue={params.from ?? ''} />
      </div>
      <div className="sl-field">
        <label htmlFor="sl-to">Bis (Tag)</label>
        <input className="form-control" id="sl-to" name="to" type="date" defaultValue={params.to ?? ''} />
      </div>
      <div className="sl-actions">
        <button type="submit" className="button button--compact">
          Filtern
        </button>
        <button type="button" className="button button--compact button--secondary" onClick={() => setSearch(new URLSearchParams())}>
          Filter zurücksetzen
        </button>
      </div>
    </form>
  );
}

/**
 * /admin/security_log (issue 20, item 8): logins, two-factor events, refused requests, admins
 * acting for dealers, erasures and exports, newest first, 50 per page. Filters live in the URL.
 */
export function SecurityLogPage() {
  const [search] = useSearchParams();
  const params = parseSecurityLogParams(search);
  const log = useQuery(securityLogQueryOptions(params));
  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / (data.per_page || PER_PAGE_FALLBACK))) : 1;

  return (
    <div className="sl-page">
      <h1>Sicherheitsprotokoll</h1>
      <p className="sl-intro">Anmeldungen, Zwei-Faktor-Ereignisse, verweigerte Zugriffe, Handeln für Händler, Löschungen und Exporte. Einträge werden nach 180 Tagen gelöscht.</p>
      <Filters />
      {log.isError && (
        <p role="alert" className="alert alert--error">
          {log.error instanceof Error && log.error.message ? log.error.message : 'Das Sicherheitsprotokoll konnte nicht geladen werden.'}
        </p>
      )}
      {log.isPending && <p role="status">Einträge werden geladen …</p>}
      {data && (
        <>
          <div className="table-frame" tabIndex={0} role="region" aria-label="Einträge des Sicherheitsprotokolls, waagerecht scrollbar">
            <table className="data-table">
              <caption>Einträge, neueste zuerst, Seite {data.page}</caption>
              <thead>
                <tr>
                  <th scope="col">Zeitpunkt</th>
                  <th scope="col">Art</th>
                  <th scope="col">Nutzer-ID</th>
                  <th scope="col">IP-Adresse</th>
                  <th scope="col">Anfrage und Details</th>
                  <th scope="col">Anfrage-ID</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {data.entries.length === 0 && <p className="sl-empty">Keine Einträge für diese Filter.</p>}
          <Pagination
            label="Seiten des Sicherheitsprotokolls"
            page={params.page}
            pageCount={pageCount}
            count={formatQuantity(data.total, 'Eintrag', 'Einträge')}
          />
        </>
      )}
    </div>
  );
}
