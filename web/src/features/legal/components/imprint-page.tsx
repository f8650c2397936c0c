import { LEGAL_PAGE_TITLES, type LegalOperatorResponse } from '@autoleasing/contracts';
import { Fragment } from 'react';
import { addressLines, joinNames, placeOf } from './operator-format';
import { WithOperator } from './operator-state';
import './legal.css';

/** /impressum: the provider's details required by § 5 DDG and § 18 MStV, as configured (OPERATOR_*). */
export function ImprintPage() {
  return (
    <article className="legal-page" aria-labelledby="imprint-title">
      <h1 id="imprint-title">{LEGAL_PAGE_TITLES['/impressum']}</h1>
      <WithOperator>{(operator) => <ProviderDetails operator={operator} />}</WithOperator>
      <h2>Vermittlung von Leasingverträgen</h2>
      <p>Wir vermitteln Leasingverträge über Neuwagen; Leasinggeber ist die im jeweiligen Angebot genannte Bank.</p>
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

/** The configured details; a field that is not configured is left out, a section without any field too. */
function ProviderDetails({ operator }: { operator: LegalOperatorResponse }) {
  const address = addressLines(operator);
  const directors = operator.managing_directors;
  const responsible = directors[0] ? [directors[0], operator.street, placeOf(operator)].filter(Boolean).join(', ') : null;
  return (
    <>
      {(address.length > 0 || directors.length > 0) && (
        <>
          <h2>Angaben gemäß § 5 DDG</h2>
          {address.length > 0 && (
            <address>
              {address.map((line, index) => (
                <Fragment key={line}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </address>
          )}
          {directors.length > 0 && (
            <p>
              Vertreten durch {directors.length === 1 ? 'den Geschäftsführer bzw. die Geschäftsführerin' : 'die Geschäftsführung'}{' '}
              {joinNames(directors)}.
            </p>
          )}
        </>
      )}
      {(operator.phone || operator.email) && (
        <>
          <h2>Kontakt</h2>
          <p>
            {operator.phone && (
              <>
                Telefon: <a href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`}>{operator.phone}</a>
              </>
            )}
            {operator.phone && operator.email && <br />}
            {operator.email && (
              <>
                E-Mail: <a href={`mailto:${operator.email}`}>{operator.email}</a>
              </>
            )}
          </p>
        </>
      )}
      {(operator.register || operator.vat_id) && (
        <>
          <h2>Registereintrag und Umsatzsteuer</h2>
          <p>
            {operator.register && <>Eingetragen im Handelsregister: {operator.register}</>}
            {operator.register && operator.vat_id && <br />}
            {operator.vat_id && <>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {operator.vat_id}</>}
          </p>
        </>
      )}
      {operator.broker_authority && (
        <>
          <h2>Erlaubnis als Darlehensvermittler</h2>
          <p>Erlaubnis nach § 34c Gewerbeordnung, erteilt von: {operator.broker_authority}.</p>
        </>
      )}
      {responsible && (
        <>
          <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
          <p>{responsible}</p>
        </>
      )}
    </>
  );
}
