import { Link } from 'react-router';
import './home-page.css';

/**
 * Homepage frame. Manufacturers, categories, hot and stock offers and recently seen cars come with
 * the catalogue feature; until then the page explains the service without inventing offers.
 */
const STEPS = [
  { title: 'Fahrzeug finden', text: 'Vergleichen Sie Neuwagen nach Marke, Kategorie, Antrieb und Budget – mit transparenten Monatsraten.' },
  { title: 'Online bestellen', text: 'Laufzeit und Kilometer wählen, Extras hinzufügen und die Bestellung bequem online abschließen.' },
  { title: 'Entspannt losfahren', text: 'Zulassung und Lieferung bis vor die Haustür, Abholung beim Händler oder direkt im Werk.' },
] as const;

const MAGAZINE = [
  { to: '/magazin/ratgeber', label: 'Ratgeber' },
  { to: '/magazin/leasing', label: 'Leasing' },
  { to: '/magazin/autovorstellungen', label: 'Autovorstellungen' },
  { to: '/magazin/mobilitaet', label: 'Mobilität' },
] as const;

export function HomePage() {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <div className="home-hero__copy">
            <p className="home-hero__eyebrow">Neuwagen-Leasing online</p>
            <h1 id="home-title">Neuwagen leasen – privat und gewerblich</h1>
            <p className="home-hero__lead">
              Finden Sie Ihr nächstes Auto zur festen Monatsrate. Vergleichen, konfigurieren und bestellen Sie Ihr
              Leasingfahrzeug vollständig online.
            </p>
            <div className="home-hero__actions">
              <Link className="button home-hero__primary" to="/leasing?customer_type=P">
                Privatleasing entdecken
              </Link>
              <Link className="button button--secondary home-hero__secondary" to="/leasing?customer_type=B">
                Gewerbeleasing entdecken
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-steps-title">
        <div className="home-section__inner">
          <h2 id="home-steps-title">So einfach geht Leasing bei autoleasing</h2>
          <ol className="home-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-steps__item">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="home-groups-title">
        <div className="home-section__inner">
          <h2 id="home-groups-title">Für wen möchten Sie leasen?</h2>
          <div className="home-groups">
            <article className="home-group">
              <h3>Privatleasing</h3>
              <p>Alle Raten inklusive Umsatzsteuer – ideal für Ihr neues Auto im Alltag und für die Familie.</p>
              <Link to="/leasing?customer_type=P">Angebote für Privatkunden</Link>
            </article>
            <article className="home-group">
              <h3>Gewerbeleasing</h3>
              <p>Netto-Raten für Selbstständige, Freiberufler und Unternehmen – einfach als Betriebsausgabe.</p>
              <Link to="/leasing?customer_type=B">Angebote für Geschäftskunden</Link>
            </article>
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-magazine-title">
        <div className="home-section__inner home-magazine">
          <div>
            <h2 id="home-magazine-title">Wissen rund ums Leasing</h2>
            <p>Tipps, Fahrzeugvorstellungen und Neuigkeiten aus unserem Magazin.</p>
          </div>
          <ul className="home-magazine__links">
            {MAGAZINE.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** Decorative line drawing; hidden from assistive technology. */
function HeroIllustration() {
  return (
    <svg className="home-hero__art" viewBox="0 0 420 240" aria-hidden="true" focusable="false">
      <ellipse cx="210" cy="206" rx="180" ry="12" className="home-hero__art-shadow" />
      <path
        className="home-hero__art-body"
        d="M40 170c0-16 9-26 26-30l52-12 44-38c9-8 20-12 32-12h78c13 0 25 5 34 14l36 36 38 8c14 3 24 15 24 29v17c0 6-5 11-11 11H51c-6 0-11-5-11-11z"
      />
      <path className="home-hero__art-window" d="M150 124l34-30c6-5 13-8 21-8h34v38zM253 86h24c9 0 17 4 23 10l28 28h-75z" />
      <circle cx="118" cy="188" r="28" className="home-hero__art-wheel" />
      <circle cx="118" cy="188" r="11" className="home-hero__art-hub" />
      <circle cx="312" cy="188" r="28" className="home-hero__art-wheel" />
      <circle cx="312" cy="188" r="11" className="home-hero__art-hub" />
      <path className="home-hero__art-light" d="M368 150h18" />
    </svg>
  );
}
