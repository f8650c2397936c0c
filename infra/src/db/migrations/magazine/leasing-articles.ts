import type { MagazineArticleSeed } from './article-types';

export const LEASING_ARTICLES: MagazineArticleSeed[] = [
  {
    category: 'leasing',
    slug: 'kilometerleasing-oder-restwertleasing',
    title: 'Kilometerleasing oder Restwertleasing: Welcher Vertrag passt zu Ihnen?',
    teaser: 'Zwei Vertragsarten, zwei Risiken: Wir erklären, worin sich Kilometer- und Restwertleasing unterscheiden und für wen sich welches Modell lohnt.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-09-02T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Wer ein Auto least, bezahlt im Kern den Wertverlust des Fahrzeugs während der Laufzeit – plus Zinsen und Marge der Leasinggesellschaft. Wie dieser Wertverlust berechnet und am Ende abgerechnet wird, entscheidet die Vertragsart. In Deutschland sind zwei Modelle verbreitet: das Kilometerleasing und das Restwertleasing.',
        ],
      },
      {
        heading: 'Kilometerleasing: planbar für Privatkunden',
        paragraphs: [
          'Beim Kilometerleasing vereinbaren Sie vorab eine jährliche Fahrleistung, zum Beispiel 10.000 oder 15.000 Kilometer. Die Leasingrate wird auf dieser Grundlage kalkuliert. Bei der Rückgabe zählt nur, ob Sie mehr oder weniger gefahren sind als vereinbart und ob das Auto über die normale Abnutzung hinaus beschädigt ist.',
          'Mehrkilometer kosten einen im Vertrag festgelegten Satz pro Kilometer, für Minderkilometer gibt es meist eine kleinere Vergütung. Fast alle Angebote auf unserem Marktplatz sind Kilometerleasing-Verträge, weil das Restwertrisiko bei der Bank oder dem Händler bleibt und Sie Ihre Kosten vom ersten bis zum letzten Monat kennen.',
        ],
      },
      {
        heading: 'Restwertleasing: günstigere Rate, offenes Ende',
        paragraphs: [
          'Beim Restwertleasing legen Leasinggeber und Kunde zu Beginn einen kalkulierten Restwert fest. Am Ende wird das Fahrzeug begutachtet und verkauft; liegt der tatsächliche Erlös unter dem kalkulierten Restwert, zahlen Sie die Differenz nach. Liegt er darüber, erhalten Sie je nach Vertrag einen Teil des Mehrerlöses.',
          'Die Rate ist oft etwas niedriger, das Risiko eines Preisverfalls – etwa durch neue Modellgenerationen oder einen schwachen Gebrauchtwagenmarkt – tragen aber Sie. Deshalb wird Restwertleasing vor allem von Gewerbekunden genutzt, die solche Schwankungen einplanen und steuerlich verarbeiten können.',
        ],
      },
      {
        heading: 'Unsere Empfehlung',
        paragraphs: [
          'Schätzen Sie Ihre Fahrleistung ehrlich ein und wählen Sie lieber 5.000 Kilometer mehr pro Jahr, als später teure Mehrkilometer zu bezahlen. Wer Planungssicherheit möchte, fährt mit Kilometerleasing am besten. Auf jeder Angebotsseite können Sie Laufzeit und Kilometer ändern und sehen sofort, wie sich die Rate verändert.',
        ],
      },
    ],
  },
  {
    category: 'leasing',
    slug: 'leasingfaktor-berechnen',
    title: 'Der Leasingfaktor: So erkennen Sie ein gutes Leasingangebot',
    teaser: 'Eine Zahl, die Angebote vergleichbar macht: Wie der Leasingfaktor berechnet wird und ab welchem Wert ein Angebot wirklich günstig ist.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-09-16T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Eine Monatsrate von 299 Euro klingt für einen Kleinwagen teuer und für eine Oberklasse-Limousine wie ein Schnäppchen. Um Angebote unterschiedlicher Preisklassen zu vergleichen, hat sich der Leasingfaktor etabliert. Er setzt die monatliche Rate ins Verhältnis zum Listenpreis des Fahrzeugs.',
        ],
      },
      {
        heading: 'So wird gerechnet',
        paragraphs: [
          'Die Formel lautet: Leasingfaktor = Monatsrate ÷ Bruttolistenpreis × 100. Ein Auto mit 40.000 Euro Listenpreis und einer Rate von 320 Euro hat also einen Leasingfaktor von 0,8. Je kleiner der Wert, desto mehr Auto bekommen Sie für Ihr Geld.',
          'Für Gewerbekunden wird häufig mit Nettowerten gerechnet, also Nettorate durch Nettolistenpreis. Das Ergebnis ist dasselbe, solange Sie nicht netto und brutto mischen. Auf unseren Angebotskarten zeigen wir den Leasingfaktor passend zu Ihrer Kundengruppe an.',
        ],
      },
      {
        heading: 'Welcher Wert ist gut?',
        paragraphs: [
          'Als Faustregel gilt: Unter 1,0 ist ein Angebot ordentlich, unter 0,8 gut und unter 0,6 sehr gut. Bei Elektroautos werden wegen hoher Herstellerförderungen gelegentlich sogar Werte unter 0,5 erreicht.',
          'Beachten Sie aber, dass der Leasingfaktor Anzahlung, Überführungskosten und Zulassung nicht enthält. Ein Angebot mit 0,7 und 3.000 Euro Anzahlung kann teurer sein als eines mit 0,85 ohne Anzahlung. Rechnen Sie deshalb zusätzlich die Gesamtkosten über die Laufzeit aus: Rate mal Monate plus alle Einmalzahlungen.',
        ],
      },
    ],
  },
  {
    category: 'leasing',
    slug: 'ueberfuehrungskosten-und-zulassung',
    title: 'Überführungskosten und Zulassung: Die Einmalkosten beim Leasing',
    teaser: 'Neben der Rate fallen beim Neuwagenleasing einmalige Kosten an. Was Überführung, Zulassung und Kennzeichen kosten und wie Sie sparen.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-10-07T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Ein Neuwagen steht nicht von allein vor Ihrer Haustür. Er muss vom Werk zum Händler transportiert, vorbereitet, zugelassen und übergeben werden. Diese Leistungen werden als Überführungs- und Zulassungskosten separat berechnet und sind in der monatlichen Rate in der Regel nicht enthalten.',
        ],
      },
      {
        heading: 'Womit Sie rechnen sollten',
        paragraphs: [
          'Die Überführung kostet je nach Hersteller zwischen 800 und 1.500 Euro. Für die Zulassung mit Kennzeichen kommen meist 150 bis 250 Euro hinzu. Bei der Lieferung bis vor die Haustür inklusive Zulassung ist der Aufwand für Sie am geringsten, dafür liegt der Preis am oberen Ende.',
          'Auf unseren Angebotsseiten finden Sie deshalb drei Lieferoptionen: Lieferung nach Hause mit Zulassung, Abholung beim Händler und Abholung im Werk. Wir zeigen Ihnen automatisch die günstigste verfügbare Option an; die Kosten werden einmalig und nicht monatlich fällig.',
        ],
      },
      {
        heading: 'So sparen Sie',
        paragraphs: [
          'Die Abholung im Werk ist bei vielen deutschen Herstellern ein Erlebnis mit Führung und oft günstiger als die Lieferung. Wer in der Nähe des Händlers wohnt, spart mit der Abholung vor Ort. Vergleichen Sie Angebote immer inklusive dieser Einmalkosten, denn eine niedrige Rate kann durch hohe Überführungskosten schnell an Wert verlieren.',
        ],
      },
    ],
  },
  {
    category: 'leasing',
    slug: 'gewerbeleasing-und-steuern',
    title: 'Gewerbeleasing und Steuern: Was Selbstständige wissen sollten',
    teaser: 'Leasingraten als Betriebsausgabe, Vorsteuerabzug und die 1-%-Regel: Die wichtigsten steuerlichen Grundlagen für Gewerbekunden.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-10-21T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Für Unternehmen, Freiberufler und Selbstständige ist Leasing oft attraktiver als der Kauf. Das Fahrzeug wird nicht bilanziert, die Liquidität bleibt erhalten und die Kosten sind planbar. Dazu kommen steuerliche Vorteile, die Sie kennen sollten. Dieser Artikel ersetzt keine Steuerberatung, gibt Ihnen aber einen Überblick.',
        ],
      },
      {
        heading: 'Raten als Betriebsausgabe',
        paragraphs: [
          'Wird das Fahrzeug zu mehr als 50 Prozent betrieblich genutzt, können die Leasingraten in voller Höhe als Betriebsausgabe angesetzt werden. Eine Leasingsonderzahlung wird bei Bilanzierenden auf die Laufzeit verteilt. Vorsteuerabzugsberechtigte Unternehmen erhalten außerdem die Umsatzsteuer auf Raten und Einmalkosten zurück – deshalb zeigen wir Geschäftskunden alle Preise netto an.',
        ],
      },
      {
        heading: 'Private Nutzung und 1-%-Regel',
        paragraphs: [
          'Nutzen Sie den Firmenwagen auch privat, müssen Sie diesen Vorteil versteuern. Bei der pauschalen Methode wird monatlich 1 Prozent des Bruttolistenpreises als geldwerter Vorteil angesetzt. Für reine Elektroautos gilt ein reduzierter Satz von 0,25 Prozent, sofern der Listenpreis die gesetzliche Grenze nicht überschreitet; für Plug-in-Hybride mit ausreichender elektrischer Reichweite 0,5 Prozent.',
          'Alternativ können Sie ein Fahrtenbuch führen und nur den tatsächlichen privaten Anteil versteuern. Das lohnt sich vor allem bei geringer Privatnutzung oder bei teuren Fahrzeugen. Sprechen Sie mit Ihrer Steuerberatung, bevor Sie sich festlegen.',
        ],
      },
    ],
  },
];
