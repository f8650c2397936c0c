import type { LegalOperatorResponse } from '@autoleasing/contracts';
import type { ReactNode } from 'react';
import { useLegalOperator } from '../api/legal-operator';

/**
 * Renders `children` with the operator data once loaded; until then a loading note, and after a
 * failure an alert with a retry. Only the operator's details wait: the rest of the page is static.
 */
export function WithOperator({ children }: { children: (operator: LegalOperatorResponse) => ReactNode }) {
  const query = useLegalOperator();
  if (query.data) return children(query.data);
  if (query.isError)
    return (
      <div className="legal-page__failure" role="alert">
        <p>Die Angaben zum Anbieter konnten gerade nicht geladen werden.</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Erneut versuchen
        </button>
      </div>
    );
  return <p role="status">Angaben zum Anbieter werden geladen …</p>;
}
