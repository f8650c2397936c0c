import type { CarSeriesListItem, OfferListItem } from '@autoleasing/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchOffers } from '../../api/search-offers';
import { useCustomerGroup } from '../../lib/customer-group';
import { listingSearchParams, type ListingPage } from '../../lib/listing-pages';
import type { TermKey } from '../../lib/listing-query';
import { GroupSwitch } from '../shared/group-switch';
import { OfferCard } from '../shared/offer-card';
import { Pagination } from '../shared/pagination';
import { SeriesCard } from '../shared/series-card';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import '../catalogue.css';

interface OfferSearchProps extends ListingPage {
  title: string;
  intro?: ReactNode;
  /** Filters fixed by the page are not offered again. */
  hiddenFilters?: readonly (TermKey | 'hot_offer')[];
  children?: ReactNode;
}

/** A catalogue list page: level one (car series) or level two (offers), state in the URL. */
export function OfferSearch({ title, intro, aggregation, fixed, size, hiddenFilters, plain = false, sort, children }: OfferSearchProps) {
  const [search] = useSearchParams();
  const { group } = useCustomerGroup();
  const params = listingSearchParams({ aggregation, fixed, size, plain, sort }, search, group);
  const { state } = params;
  const query = useSearchOffers<OfferListItem | CarSeriesListItem>(params);
  const data = query.data;
  const total = data?.meta.total_count;
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
        {!plain && <FilterPanel state={state} group={group} equipmentCounts={data?.meta.equipment_categories} hidden={hiddenFilters} />}
        <section className="catalogue-results" aria-labelledby="results-count" aria-busy={query.isFetching}>
          <div className="catalogue-results__bar">
            <p id="results-count" className="catalogue-results__count" role="status">
              {total === undefined ? 'Angebote werden geladen …' : `${total.toLocaleString('de-DE')} ${total === 1 ? unit[0] : unit[1]} gefunden`}
            </p>
            {!plain && <SortSelect state={state} group={group} />}
          </div>
          {data && data.results.length === 0 && (
            <p className="catalogue-results__empty">Zu diesen Filtern gibt es gerade keine Angebote. Lockern Sie die Filter, um mehr Fahrzeuge zu sehen.</p>
          )}
          <ul className="card-grid">
            {data?.results.map((item) =>
              aggregation === 'level_one' ? (
                <li key={(item as CarSeriesListItem).car_series_id}>
                  <SeriesCard series={item as CarSeriesListItem} group={group} />
                </li>
              ) : (
                <li key={(item as OfferListItem).id}>
                  <OfferCard offer={item as OfferListItem} group={group} />
                </li>
              ),
            )}
          </ul>
          {data && !plain && <Pagination page={data.meta.page} pageCount={data.meta.page_count} />}
        </section>
      </div>
    </div>
  );
}
