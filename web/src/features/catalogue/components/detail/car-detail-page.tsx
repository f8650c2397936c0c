import { BODY_TYPE_LABELS, COLOUR_LABELS, DELIVERY_TIME_BAND_LABELS, formatBrandTitle, formatCents, type CustomerGroup, type LeaseTermDto, type ProductResponse } from '@autoleasing/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { raiseErrorPage, useErrorPageFor } from '../../../../lib/error-page-signal';
import { useFinanceDetails } from '../../api/finance-details';
import { useProduct } from '../../api/product';
import { variationId } from '../../lib/catalogue-paths';
import { useCustomerGroup } from '../../lib/customer-group';
import { DISCOUNT_FLAG_LABELS, discountFlags } from '../../lib/discount-flags';
import { readLastSeen, rememberSeen } from '../../lib/last-seen';
import { oneOffPriceLabel } from '../../lib/price-labels';
import { GroupSwitch } from '../shared/group-switch';
import { OfferCard } from '../shared/offer-card';
import { CarGallery } from './car-gallery';
import { Co2Label } from './co2-label';
import { EvData } from './ev-data';
import { OptionsPanel } from './options-panel';
import { offerQuote, type OfferChoices } from './offer-quote';
import { PangvExample } from './pangv-example';
import { PriceBox, StickyPriceBar } from './price-box';
import { TermPicker } from './term-picker';
import { termQuery, useTermChoice } from './use-term-choice';
import '../catalogue.css';
import './car-detail.css';

// Opened on request only: its code stays out of the page's first load (issue 18, JS budget).
const EmissionsModal = lazy(() => import('./emissions-modal').then((m) => ({ default: m.EmissionsModal })));

/** /leasing-angebote/{variation}: the car detail page of spec 2.6 and 4.9. */
export function CarDetailPage() {
  const { variation = '' } = useParams();
  const [search] = useSearchParams();
  const id = variationId(variation);
  // Spec 5.1: invalid months or km in the URL go to /error?code=1.
  if (!termQuery(search).valid) return <Navigate to="/error?code=1" replace />;
  if (!id) return <NotFound />;
  return <CarDetail key={id} id={id} />;
}

function NotFound() {
  useEffect(() => raiseErrorPage(404), []);
  return null;
}

function CarDetail({ id }: { id: string }) {
  const { group: ownGroup, chosen } = useCustomerGroup();
  // Read once per visit: the list must not change (and refetch) when this car is remembered.
  const [lastSeenIds] = useState(() => readLastSeen().filter((seen) => seen !== id));
  // Without a chosen group the API answers in the offer's own group (a b2c-only offer in gross
  // prices instead of the 400 page); the page then shows the group of the answer (issue 16).
  const product = useProduct({ id, group: chosen ? ownGroup : undefined, lastSeenIds });
  // The client raises the error page when the answer arrives; a group switch's navigation can
  // clear it right after, so the page raises it again while it holds the failed query.
  useErrorPageFor(product.error);
  const data = product.data;
  const { term, choose } = useTermChoice(data?.lease_terms);
  // Kept here, above the loading state: a group switch reloads the offer but keeps the choices.
  const [choices, setChoices] = useState<OfferChoices>({ options: { insurance: false, servicePackage: false }, delivery: undefined });

  useEffect(() => {
    if (data) rememberSeen(id);
  }, [data, id]);

  // The error page is raised (above): the 400 of spec 2.7 with the group switch for an offer of
  // the other group, the 404, or /error (spec 8).
  if (product.error) return null;
  if (!data) return <p role="status" className="detail-loading">Fahrzeugdaten werden geladen …</p>;
  if (!term) return <p role="status">Für dieses Fahrzeug ist gerade keine Laufzeit verfügbar.</p>;
  return <CarOffer data={data} term={term} onTerm={choose} choices={choices} onChoices={setChoices} />;
}

interface CarOfferProps {
  data: ProductResponse;
  term: LeaseTermDto;
  onTerm: (months: number, km: number) => void;
  choices: OfferChoices;
  onChoices: (update: (choices: OfferChoices) => OfferChoices) => void;
}

function CarOffer({ data, term, onTerm, choices, onChoices }: CarOfferProps) {
  const group = data.customer_group;
  const spec = data.car_spec;
  const [emissionsOpen, setEmissionsOpen] = useState(false);
  const finance = useFinanceDetails({ carSpecId: spec.id, months: term.months, km: term.km_per_year, group }, group === 'b2c');
  const title = formatBrandTitle(`${spec.manufacturer_display_name} ${data.car_series.name}`);
  const quote = offerQuote(data, term, choices, group);
  const colour = COLOUR_LABELS[spec.color as keyof typeof COLOUR_LABELS];

  return (
    <article className="car-detail">
      <CarDetailHead data={data} title={title} group={group} />
      <div className="car-detail__grid">
        <div className="car-detail__main">
          <CarGallery
            paths={spec.image_paths.length > 0 ? spec.image_paths : [spec.image_url]}
            alt={`Zeichnung: ${title}, ${BODY_TYPE_LABELS[data.car_model.body_type]}${colour ? ` in ${colour}` : ''}`}
            caption={`Außen: ${spec.show_color_as} · Innen: ${spec.interior_color}, ${spec.interior_type}`}
          />
          <section className="detail-section" aria-labelledby="term-title">
            <h2 id="term-title">Laufzeit und Kilometer</h2>
            <TermPicker terms={data.lease_terms} term={term} onChange={onTerm} />
          </section>
          <section className="detail-section" aria-labelledby="options-title">
            <h2 id="options-title">Optionen</h2>
            <OptionsPanel
              term={term}
              group={group}
              options={choices.options}
              onOptions={(options) => onChoices((current) => ({ ...current, options }))}
              insuranceAvailable={spec.insurance_available}
              deliveries={quote.deliveries}
              delivery={quote.chosenDelivery}
              onDelivery={(delivery) => onChoices((current) => ({ ...current, delivery }))}
            />
          </section>
          {group === 'b2c' && finance.data && <PangvExample details={finance.data} />}
          <Co2Label emissions={data.meta.emissions} />
          <button type="button" className="button button--secondary" onClick={() => setEmissionsOpen(true)}>
            Alle Verbrauchs- und Emissionswerte
          </button>
          {spec.electric_vehicle && <EvData data={spec.electric_vehicle} />}
          <VehicleFacts data={data} />
        </div>
        <aside className="car-detail__aside" aria-label="Preis">
          <PriceBox
            price={quote.price}
            group={group}
            months={term.months}
            km={term.km_per_year}
            downpaymentCents={term.downpayment_cents}
            oneTimeCostsCents={quote.oneTimeCostsCents}
            figures={quote.figures}
            dealHref={quote.dealHref}
          />
          <p className="car-detail__list-price">
            Listenpreis {formatCents(spec.list_price_cents)} {oneOffPriceLabel(group)} · Leasinggeber {spec.bank_name}
          </p>
        </aside>
      </div>

      <StickyPriceBar totalCents={quote.price.totalCents} group={group} dealHref={quote.dealHref} />
      <CarList title="Ähnliche Fahrzeuge" id="similar-title" cars={data.meta.similar_cars} group={group} />
      <CarList title="Zuletzt angesehen" id="seen-title" cars={data.meta.last_seen} group={group} />
      {emissionsOpen && (
        <Suspense fallback={null}>
          <EmissionsModal emissions={data.meta.emissions} manufacturerName={spec.manufacturer_display_name} model={spec.model_name} onClose={() => setEmissionsOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}

function CarDetailHead({ data, title, group }: { data: ProductResponse; title: string; group: CustomerGroup }) {
  const spec = data.car_spec;
  const flags = discountFlags(spec, group);
  return (
    <div className="car-detail__head">
      <p className="car-detail__eyebrow">
        {spec.offer_type_i18n} · Lieferzeit {DELIVERY_TIME_BAND_LABELS[spec.delivery_time]}
      </p>
      <h1>{title}</h1>
      <p className="car-detail__variant">{spec.model_name}</p>
      <GroupSwitch shown={group} />
      <ul className="tags" aria-label="Hinweise zum Angebot">
        {spec.is_hot_offer && <li className="tags__hot">Hot Deal</li>}
        {spec.sonderangebote && <li className="tags__hot">Sonderangebot</li>}
        {(Object.keys(flags) as (keyof typeof flags)[]).filter((flag) => flags[flag]).map((flag) => (
          <li key={flag}>{DISCOUNT_FLAG_LABELS[flag]}</li>
        ))}
      </ul>
    </div>
  );
}

function VehicleFacts({ data }: { data: ProductResponse }) {
  const groups = data.car_model.data_from_adac.grouped_data;
  const titles: Record<keyof typeof groups, string> = { general: 'Allgemein', weight_size: 'Maße und Gewichte', readings: 'Messwerte', engine_drive: 'Motor und Antrieb' };
  const equipment = [...data.car_model.standard_equipment.data, ...data.car_spec.extra_equipment];
  return (
    <section className="detail-section" aria-labelledby="facts-title">
      <h2 id="facts-title">Fahrzeugdaten</h2>
      <div className="facts-grid">
        {(Object.keys(titles) as (keyof typeof groups)[]).filter((key) => groups[key]?.length).map((key) => (
          <div key={key}>
            <h3>{titles[key]}</h3>
            <dl className="fact-list">
              {groups[key].map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {equipment.length > 0 && (
        <details className="equipment">
          <summary>Ausstattung ({equipment.length})</summary>
          <ul>
            {equipment.map((item, index) => (
              <li key={`${item.key}-${index}`}>{item.label}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function CarList({ title, id, cars, group }: { title: string; id: string; cars: Parameters<typeof OfferCard>[0]['offer'][]; group: CustomerGroup }) {
  if (cars.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="card-grid">
        {cars.slice(0, 6).map((car) => (
          <li key={car.id}>
            <OfferCard offer={car} group={group} />
          </li>
        ))}
      </ul>
    </section>
  );
}
