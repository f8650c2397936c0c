import { LEGAL_PAGE_TITLES } from '@autoleasing/contracts';
import { useLegalOperator } from '../api/legal-operator';
import { addressLines } from './operator-format';
import { WithOperator } from './operator-state';
import './legal.css';

/** The cookies this site sets, all needed for a function the visitor uses; none tracks across sites. */
const COOKIES = [
  { name: 'autoleasing_session', purpose: 'hält Sie nach der Anmeldung angemeldet (nur für den Server lesbar)', lifetime: 'bis zur Abmeldung' },
  { name: 'autoleasing_customer_group', purpose: 'merkt sich, ob Sie Preise für Privat- oder Geschäftskunden sehen', lifetime: '1 Jahr' },
  { name: 'autoleasing_last_seen', purpose: 'zeigt Ihnen die zuletzt angesehenen Fahrzeuge (höchstens 10)', lifetime: '1 Jahr' },
  { name: 'autoleasing_state', purpose: 'bewahrt Ihre Auswahl und Fehlermeldungen zwischen zwei Seiten auf', lifetime: '3 Tage' },
] as const;

/** /datenschutz: the privacy notice of Art. 13 DSGVO for what this site processes. */
export function PrivacyPage() {
  // The same query as <WithOperator> below (one request); the newsletter text names the address once it is there.
  const privacyEmail = useLegalOperator().data?.privacy_email;
  return (
    <article className="legal-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{LEGAL_PAGE_TITLES['/datenschutz']}</h1>
      <p className="legal-page__updated">Stand: November 2026</p>

      <h2>1. Verantwortlicher</h2>
      <WithOperator>
        {(operator) => {
          const address = addressLines(operator).join(', ');
          if (!address && !operator.privacy_email) return null;
          return (
            <address>
              {address}
              {address && operator.privacy_email && <br />}
              {operator.privacy_email && (
                <>
                  E-Mail: <a href={`mailto:${operator.privacy_email}`}>{operator.privacy_email}</a>
                </>
              )}
            </address>
          );
        }}
      </WithOperator>

      <h2>2. Besuch der Website</h2>
      <p>
        Beim Aufruf unserer Seiten verarbeitet unser Server Ihre IP-Adresse, die aufgerufene Adresse, Zeitpunkt und Browserkennung, um die
        Seiten auszuliefern und Missbrauch abzuwehren (etwa zu viele Anfragen von einem Anschluss). Rechtsgrundlage ist unser
        berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Wir binden keine Dienste Dritter ein, die Sie
        über Websites hinweg verfolgen.
      </p>

      <h2>3. Cookies</h2>
      <p>
        Wir setzen nur Cookies, die für eine von Ihnen genutzte Funktion nötig sind (§ 25 Abs. 2 Nr. 2 TDDDG). Sie können sie in Ihrem
        Browser jederzeit löschen.
      </p>
      <table>
        <caption>Cookies dieser Website</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Zweck</th>
            <th scope="col">Speicherdauer</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">{cookie.name}</th>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>4. Kundenkonto und Leasinganfrage</h2>
      <p>
        Für ein Kundenkonto speichern wir Ihre E-Mail-Adresse, Ihren Namen und Ihr Passwort (nur als Prüfwert). Stellen Sie eine
        Leasinganfrage, verarbeiten wir Ihre persönlichen, beruflichen und Bankdaten sowie die hochgeladenen Nachweise und geben sie an
        die Bank als Leasinggeber und an den ausliefernden Händler weiter, damit diese Ihre Bonität prüfen und den Vertrag schließen
        können. Rechtsgrundlage ist die Durchführung vorvertraglicher Maßnahmen und des Vertrags (Art. 6 Abs. 1 lit. b DSGVO).
      </p>

      <h2>5. Newsletter</h2>
      <p>
        Melden Sie sich zum Newsletter an, speichern wir Ihre E-Mail-Adresse, Ihre Kundengruppe, die Seite der Anmeldung und die
        Zeitpunkte von Anmeldung und Bestätigung. Sie erhalten den Newsletter erst, wenn Sie den Link in unserer Bestätigungs-E-Mail
        öffnen (Double-Opt-in). Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit mit Wirkung für
        die Zukunft widerrufen können
        {privacyEmail ? (
          <>
            , etwa per E-Mail an <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
          </>
        ) : (
          '.'
        )}
      </p>

      <h2>6. Nutzungsstatistik</h2>
      <p>
        Unsere Website meldet einzelne Ereignisse wie eine fehlgeschlagene Anmeldung an unseren eigenen Server, nur mit dem Namen des
        Ereignisses und einem Fehlercode, ohne Namen, E-Mail-Adressen oder andere Angaben zu Ihrer Person.
      </p>

      <h2>7. Speicherdauer</h2>
      <p>
        Wir löschen Ihre Daten, sobald sie für den Zweck nicht mehr nötig sind, es sei denn, gesetzliche Aufbewahrungspflichten (etwa nach
        Handels- und Steuerrecht bis zu zehn Jahre) verlangen eine längere Speicherung.
      </p>

      <h2>8. Ihre Rechte</h2>
      <p>
        Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung
        (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen aus berechtigtem Interesse (Art. 21). Sie können
        sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres
        Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.
      </p>
    </article>
  );
}
