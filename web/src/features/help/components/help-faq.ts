import { CUSTOMER_AREA_MESSAGE_CATEGORY_LABELS } from '@autoleasing/contracts';

export interface Faq {
  question: string;
  answer: string[];
}

/** A real FAQ about leasing with us (German): the public /hilfe and the customer area's help show it. */
export const HELP_FAQ: readonly { topic: string; items: readonly Faq[] }[] = [
  {
    topic: 'Leasing bei uns',
    items: [
      {
        question: 'Was ist der Unterschied zwischen Privat- und Gewerbeleasing?',
        answer: [
          'Privatleasing richtet sich an Verbraucherinnen und Verbraucher. Alle Preise zeigen wir Ihnen brutto, also inklusive 19 % Mehrwertsteuer, und Sie haben ein gesetzliches Widerrufsrecht.',
          'Gewerbeleasing ist für Selbstständige, Freiberufler und Unternehmen. Die Preise verstehen sich netto zuzüglich Mehrwertsteuer; die Leasingrate kann in der Regel als Betriebsausgabe abgesetzt werden. Für die Prüfung benötigen wir zusätzlich Angaben zu Ihrem Unternehmen.',
        ],
      },
      {
        question: 'Was bedeutet Kilometerleasing?',
        answer: [
          'Alle unsere Angebote sind Kilometerleasingverträge: Sie wählen Laufzeit (z. B. 24, 36 oder 48 Monate) und die jährliche Fahrleistung. Die Rate ist für die gesamte Laufzeit fest. Am Ende geben Sie das Fahrzeug zurück – ein Restwertrisiko tragen Sie nicht.',
        ],
      },
      {
        question: 'Was passiert, wenn ich mehr oder weniger Kilometer fahre?',
        answer: [
          'Bei Vertragsende wird die tatsächliche Fahrleistung mit der vereinbarten verglichen. Mehrkilometer werden mit dem im Angebot genannten Preis pro Kilometer berechnet, Minderkilometer mit dem dort genannten Satz vergütet. Meist gibt es eine Toleranz von 2.500 km, in der nichts berechnet wird.',
          'Wenn Sie merken, dass Ihre Fahrleistung deutlich abweicht, sprechen Sie uns an – oft lässt sich der Vertrag während der Laufzeit anpassen.',
        ],
      },
    ],
  },
  {
    topic: 'Bestellung und Vertrag',
    items: [
      {
        question: 'Warum brauchen Sie eine Selbstauskunft und wie läuft die Bonitätsprüfung?',
        answer: [
          'Die Leasingbank prüft vor Vertragsabschluss Ihre Bonität. Dafür benötigt sie Ihre Selbstauskunft (Einkommen, Wohnsituation, laufende Verpflichtungen) und eine SCHUFA-Auskunft. Die Selbstauskunft erstellen wir aus Ihren Angaben im Bestellprozess als PDF.',
          'Nach dem Abschicken Ihrer Bestellung erhalten Sie in der Regel innerhalb von 1–3 Werktagen eine vorläufige Zusage. In Ihrem Kundenbereich sehen Sie jeden Schritt im Verlauf Ihrer Bestellung.',
        ],
      },
      {
        question: 'Kann ich meine Bestellung widerrufen?',
        answer: [
          'Als Privatkundin oder Privatkunde können Sie Ihren Leasingvertrag innerhalb von 14 Tagen nach Vertragsschluss ohne Angabe von Gründen widerrufen. Die Frist beginnt, sobald Sie den Vertrag und die Widerrufsbelehrung erhalten haben. Ein formloses Schreiben oder eine Nachricht an uns genügt.',
          'Für Gewerbekunden besteht kein gesetzliches Widerrufsrecht. Solange Ihre Bestellung noch nicht abgeschickt ist, können Sie sie im Kundenbereich jederzeit archivieren.',
        ],
      },
    ],
  },
  {
    topic: CUSTOMER_AREA_MESSAGE_CATEGORY_LABELS.delivery,
    items: [
      {
        question: 'Wie lange dauert die Lieferung?',
        answer: [
          'Die voraussichtliche Lieferzeit steht in jedem Angebot – von zwei Wochen bei Lagerfahrzeugen bis zu mehreren Monaten bei Neubestellungen beim Hersteller. Sobald die Leasingbank Ihre Bestellung bestätigt hat, teilen wir Ihnen die aktuelle Lieferzeit mit und aktualisieren sie, wenn der Hersteller neue Termine nennt.',
        ],
      },
      {
        question: 'Wie funktionieren Überführung und Zulassung?',
        answer: [
          'Sie können Ihr Fahrzeug beim Händler oder im Werk abholen oder es sich bis vor die Haustür liefern lassen. Die Überführungskosten sind im Angebot ausgewiesen. Auf Wunsch übernehmen wir die Zulassung auf Ihren Namen – die Kennzeichen sind dann bei der Übergabe schon montiert.',
        ],
      },
      {
        question: 'Was gilt bei der Rückgabe am Vertragsende?',
        answer: [
          'Am Ende der Laufzeit geben Sie das Fahrzeug mit allen Schlüsseln und Unterlagen zurück. Ein unabhängiger Gutachter dokumentiert den Zustand. Normale Gebrauchsspuren sind in Ordnung; Schäden, die darüber hinausgehen, werden nach dem Gutachten berechnet. Wir melden uns rechtzeitig vor Vertragsende mit einem Termin und auf Wunsch mit einem Anschlussangebot.',
        ],
      },
    ],
  },
  {
    topic: 'Versicherung und Kosten',
    items: [
      {
        question: 'Muss ich das Fahrzeug versichern?',
        answer: [
          'Ja. Für Leasingfahrzeuge ist eine Vollkaskoversicherung vorgeschrieben. Sie können unsere Versicherung direkt im Angebot hinzubuchen – die Rate wird dann zusammen mit der Leasingrate abgebucht – oder eine eigene Versicherung abschließen und uns die Versicherungsbestätigung (eVB) nennen.',
        ],
      },
      {
        question: 'Welche Kosten kommen zur Leasingrate hinzu?',
        answer: [
          'Zur monatlichen Rate kommen gegebenenfalls eine einmalige Anzahlung, die Überführung und die Zulassung. Kfz-Steuer, Versicherung (sofern nicht gebucht), Kraftstoff bzw. Strom, Wartung und Verschleißteile tragen Sie, es sei denn, Sie haben ein Servicepaket gebucht.',
        ],
      },
    ],
  },
];
