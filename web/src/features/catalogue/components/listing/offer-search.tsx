import { formatQuantity } from '@autoleasing/contracts';
import type { CarSeriesListItem, OfferListItem } from '@autoleasing/contracts';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchOffers } from '../../api/search-offers';
import { useCustomerGroup } from '../../lib/customer-group';
import { listingSearchParams, type ListingPage } from '../../lib/listing-pages';
import { GroupSwitch } from '../shared/group-switch';
import { OfferCard } from '../shared/offer-card';
import { RESULTS_ID } from '../../../../components/layout/skip-link';
import { Pagination } from '../../../../components/pagination/pagination';
import { withPage } from '../../../../lib/url-page';
import { SeriesCard } from '../shared/series-card';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import '../catalogue.css';

interface OfferSearchProps extends ListingPage {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}


/**
 * A page number past the last page (an old link, a narrowed filter) goes to the last page, or to
 * page 1 when nothing matches, replacing the history entry (issue 18).
 */
function useClampedPage(page: number, pageCount: number | undefined): boolean {
  const [search, setSearch] = useSearchParams();
  const beyond = pageCount !== undefined && page > Math.max(pageCount, 1);
  useEffect(() => {
    if (beyond) setSearch(withPage(search, Math.max(pageCount ?? 1, 1)), { replace: true, preventScrollReset: true });
  }, [beyond, pageCount, search, setSearch]);
  return beyond;
}

/** A catalogue list page: level one (car series) or level two (offers), state in the URL. */
export function OfferSearch({ title, intro, aggregation, fixed, size, hiddenFilters, plain = false, sort, children }: OfferSearchProps) {
  const [search] = useSearchParams();
  const { group } = useCustomerGroup();
  const params = listingSearchParams({ aggregation, fixed, size, plain, sort }, search, group);
  const { state } = params;
  const query = useSearchOffers<OfferListItem | CarSeriesListItem>(params);
  // While the previous filters' result is still shown, its page number may not be this one's.
  const data = query.isPlaceholderData ? undefined : query.data;
  const shown = query.data;
  const redirecting = useClampedPage(state.page, data?.meta.page_count);
  const total = redirecting ? undefined : shown?.meta.total_count;
  const unit = aggregation === 'level_one' ? ['Modellreihe', 'Modellreihen'] : ['Angebot', 'Angebote'];

  return (
    <div className="catalogue-page">
      <div className="catalogue-page__head">
        <h1>{title}</h1>
        {intro && <div className="catalogue-page__intro">{intro}</div>}
        <GroupSwitch />
      </div>
      {children}
      <div className={plain ? 'catalogue-page__body catalogue-page__body--plain' : 'catalogue-page__body'}>
        {!plain && (
          <FilterPanel
            state={state}
            group={group}
            equipmentCounts={shown?.meta.equipment_categories}
            hidden={hiddenFilters}
            fixed={fixed}
            offerCount={shown?.meta.offer_count}
            counting={query.isFetching}
          />
        )}
        <section id={RESULTS_ID} tabIndex={-1} className="catalogue-results" aria-labelledby="results-count" aria-busy={query.isFetching || redirecting}>
          <div className="catalogue-results__bar">
            <p id="results-count" className="catalogue-results__count" role="status">
              {total === undefined ? 'Angebote werden geladen …' : `${formatQuantity(total, unit[0], unit[1])} gefunden`}
            </p>
            {!plain && <SortSelect state={state} group={group} />}
          </div>
          {shown && !redirecting && shown.results.length === 0 && (
            <p className="catalogue-results__empty">Zu diesen Filtern gibt es gerade keine Angebote. Lockern Sie die Filter, um mehr Fahrzeuge zu sehen.</p>
          )}
          {/* The first card's picture is the listing's LCP element: loaded at once, the rest lazily (issue 18). */}
          <ul className="card-grid">
            {!redirecting &&
              shown?.results.map((item, index) =>
              aggregation === 'level_one' ? (
                <li key={(item as CarSeriesListItem).car_series_id}>
                  <SeriesCard series={item as CarSeriesListItem} group={group} priority={index === 0} />
                </li>
              ) : (
                <li key={(item as OfferListItem).id}>
                  <OfferCard offer={item as OfferListItem} group={group} priority={index === 0} />
                </li>
              ),
            )}
          </ul>
          {shown && !redirecting && <Pagination page={state.page} pageCount={shown.meta.page_count} label="Seitennavigation" />}
        </section>
      </div>
    </div>
  );
}
