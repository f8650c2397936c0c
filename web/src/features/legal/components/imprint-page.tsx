import { OPERATOR } from '../operator';
import './legal.css';

/** /impressum: the provider's details required by § 5 DDG and § 18 MStV. */
export function ImprintPage() {
  return (
    <article className="legal-page" aria-labelledby="imprint-title">
      <h1 id="imprint-title">Impressum</h1>
      <h2>Angaben gemäß § 5 DDG</h2>
      <address>
        {OPERATOR.name}
        <br />
        {OPERATOR.street}
        <br />
        {OPERATOR.postalCode} {OPERATOR.city}
      </address>
      <p>Vertreten durch die Geschäftsführer {OPERATOR.managingDirectors.join(' und ')}.</p>
      <h2>Kontakt</h2>
      <p>
        Telefon: <a href={`tel:${OPERATOR.phone.replace(/\s/g, '')}`}>{OPERATOR.phone}</a>
        <br />
        E-Mail: <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
      </p>
      <h2>Registereintrag und Umsatzsteuer</h2>
      <p>
        Eingetragen im Handelsregister: {OPERATOR.register}
        <br />
        Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {OPERATOR.vatId}
      </p>
      <h2>Vermittlung von Leasingverträgen</h2>
      <p>
        Wir vermitteln Leasingverträge über Neuwagen; Leasinggeber ist die im jeweiligen Angebot genannte Bank. Erlaubnis als
        Darlehensvermittler nach § 34c Gewerbeordnung, erteilt von: {OPERATOR.brokerAuthority}.
      </p>
      <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
      <p>
        {OPERATOR.managingDirectors[0]}, {OPERATOR.street}, {OPERATOR.postalCode} {OPERATOR.city}
      </p>
      <h2>Verbraucherstreitbeilegung</h2>
      <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
      <h2>Haftung für Inhalte und Links</h2>
      <p>
        Die Raten und Preise in unseren Angeboten sind unverbindlich, bis die Bank den Leasingvertrag angenommen hat. Für Inhalte
        verlinkter fremder Seiten sind deren Anbieter verantwortlich; bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Links
        umgehend.
      </p>
    </article>
  );
}
