import { Link } from 'react-router';

/** The homepage hero as the app frame had it (look kept); the catalogue sections follow it. */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">Neuwagen-Leasing online</p>
          <h1 id="home-title">Neuwagen leasen – privat und gewerblich</h1>
          <p className="home-hero__lead">
            Finden Sie Ihr nächstes Auto zur festen Monatsrate. Vergleichen, konfigurieren und bestellen Sie Ihr Leasingfahrzeug vollständig online.
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
      </div>
    </section>
  );
}
