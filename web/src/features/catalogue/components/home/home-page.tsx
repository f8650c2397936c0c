import { INVENTORY_TYPE_LABELS, type CategoryDto, type CustomerGroup, type HomepageManufacturerDto, type ManufacturerDto, type OfferListItem } from '@autoleasing/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CarPicture } from '../../../../components/car-picture';
import { withCustomerType } from '../../../../lib/customer-type';
import { brandPath } from '../../lib/catalogue-paths';
import { useHomepage } from '../../api/homepage';
import { useCustomerGroup } from '../../lib/customer-group';
import { readLastSeen } from '../../lib/last-seen';
import { GroupSwitch } from '../shared/group-switch';
import { OfferCard } from '../shared/offer-card';
import { FromRateWithTerms } from '../shared/rate-terms';
import { HomeHero } from './home-hero';
import { HomeSearchForm } from './home-search-form';
import '../catalogue.css';
import './home.css';

/** Homepage (spec 3.8): search entry, brands with cheapest rates, categories, hot and stock offers, last seen. */
export function HomePage() {
  const { group } = useCustomerGroup();
  const [lastSeenIds] = useState(readLastSeen);
  const home = useHomepage({ group, lastSeenIds }).data;
  return (
    <>
      <HomeHero />
      <Section id="home-search-title" title="Wunschauto finden" action={<GroupSwitch />}>
        {home ? <HomeSearchForm filters={home.searchFilters} group={group} /> : <p role="status">Suche wird geladen …</p>}
      </Section>
      {home && (
        <>
          <OfferSection id="home-hot-title" title="Hot Deals" offers={home.hot_offers} group={group} more={{ to: withCustomerType('/hot-deals', group), label: 'Alle Hot Deals' }} />
          <Section id="home-brands-title" title="Marken" tinted>
            <ul className="brand-grid">
              {home.manufacturers
                .filter((m) => offersOf(m, group) > 0)
                .map((m) => (
                  <li key={m.slug}>
                    <BrandTile manufacturer={m} group={group} />
                  </li>
                ))}
            </ul>
          </Section>
          <Section id="home-categories-title" title="Kategorien">
            <ul className="category-grid">
              {home.categories
                .filter((c) => c.offers_count > 0)
                .map((c) => (
                  <li key={`${c.kind}-${c.slug}`}>
                    <CategoryTile category={c} group={group} />
                  </li>
                ))}
            </ul>
          </Section>
          <OfferSection
            id="home-stock-title"
            title={INVENTORY_TYPE_LABELS.stock}
            offers={home.stock_offers}
            group={group}
            more={{ to: withCustomerType('/leasing?inventory_type=stock', group), label: 'Alle schnell verfügbaren Autos' }}
            tinted
          />
          <OfferSection id="home-seen-title" title="Zuletzt angesehen" offers={home.last_seen} group={group} />
        </>
      )}
    </>
  );
}

const offersOf = (m: ManufacturerDto, group: CustomerGroup) => (group === 'b2c' ? m.b2c_offers_count : m.b2b_offers_count);

/** A brand with its "ab" rate and that rate's terms (issue 16): the rate is the cheapest offer's. */
function BrandTile({ manufacturer, group }: { manufacturer: HomepageManufacturerDto; group: CustomerGroup }) {
  return (
    <Link className="brand-tile" to={brandPath(manufacturer.slug, group)}>
      <strong>{manufacturer.name}</strong>
      {manufacturer.cheapest_offer && <FromRateWithTerms offer={manufacturer.cheapest_offer} group={group} stacked />}
      <span>{offersOf(manufacturer, group)} Angebote</span>
    </Link>
  );
}

/** A category with its "ab" rate and that rate's terms, like the brand tile. */
function CategoryTile({ category, group }: { category: CategoryDto; group: CustomerGroup }) {
  return (
    <Link className="category-tile" to={withCustomerType(category.seo_path, group)}>
      {category.image_url && <CarPicture src={category.image_url} alt="" />}
      <strong>{category.name}</strong>
      {category.cheapest_offer && <FromRateWithTerms offer={category.cheapest_offer} group={group} stacked />}
    </Link>
  );
}

function Section({ id, title, children, action, tinted = false }: { id: string; title: string; children: ReactNode; action?: ReactNode; tinted?: boolean }) {
  return (
    <section className={tinted ? 'home-section home-section--tinted' : 'home-section'} aria-labelledby={id}>
      <div className="home-section__inner">
        <div className="home-section__head">
          <h2 id={id}>{title}</h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

function OfferSection(props: { id: string; title: string; offers: OfferListItem[]; group: CustomerGroup; more?: { to: string; label: string }; tinted?: boolean }) {
  if (props.offers.length === 0) return null;
  return (
    <Section id={props.id} title={props.title} tinted={props.tinted} action={props.more && <Link to={props.more.to}>{props.more.label}</Link>}>
      <ul className="card-grid card-grid--wide">
        {props.offers.slice(0, 8).map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} group={props.group} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
