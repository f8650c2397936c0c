import { isoDateToGerman, TERMS_VERSION, WALL_PAGE_TITLES } from '@autoleasing/contracts';
import './wall.css';

/** Spec 2.2 /agbs: the terms in force. Reachable for everyone, also past the terms gate. */
export function AgbsPage() {
  return (
    <article className="wall-page wall-terms">
      <h1>{WALL_PAGE_TITLES['/agbs']}</h1>
      <p>Stand: {isoDateToGerman(TERMS_VERSION)}</p>
      <h2>1. Geltungsbereich</h2>
      <p>
        Diese Bedingungen gelten für die Nutzung des Leasing-Marktplatzes autoleasing durch Privatkunden und Geschäftskunden. Wir
        vermitteln Leasingangebote für Neuwagen; Leasinggeber ist die im Angebot genannte Bank.
      </p>
      <h2>2. Kundenkonto</h2>
      <p>
        Für Bestellungen benötigen Sie ein Kundenkonto. Ihre Angaben müssen wahr und vollständig sein. Halten Sie Ihr Passwort geheim;
        wenn Sie einen Missbrauch vermuten, ändern Sie es sofort über „Passwort vergessen“.
      </p>
      <h2>3. Angebote und Vertragsschluss</h2>
      <p>
        Die angezeigten Raten sind unverbindlich, bis die Bank Ihre Bonität geprüft und den Leasingvertrag angenommen hat. Geschäftskunden
        sehen Nettopreise, Privatkunden Preise inklusive Umsatzsteuer.
      </p>
      <h2>4. Datenschutz</h2>
      <p>
        Wir verarbeiten Ihre personenbezogenen Daten nur, soweit dies für die Vermittlung und Abwicklung Ihres Leasingvertrags nötig ist.
        Auf Wunsch löschen wir Ihre personenbezogenen Daten, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.
      </p>
      <h2>5. Änderungen dieser Bedingungen</h2>
      <p>Ändern sich diese Bedingungen, bitten wir Sie bei Ihrer nächsten Anmeldung um Ihre Zustimmung zur neuen Fassung.</p>
    </article>
  );
}
