import type { MagazineArticleSeed } from './article-types';

export const AUTOVORSTELLUNGEN_ARTICLES: MagazineArticleSeed[] = [
  {
    category: 'autovorstellungen',
    slug: 'kompakte-elektro-suv-im-vergleich',
    title: 'Kompakte Elektro-SUV im Überblick: Viel Platz, wenig Verbrauch',
    teaser: 'Hohe Sitzposition, großer Kofferraum und elektrischer Antrieb: Was kompakte Elektro-SUV können und worauf Sie beim Leasing achten sollten.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-09-30T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Kaum eine Fahrzeugklasse wächst so schnell wie die kompakten Elektro-SUV. Sie verbinden die erhöhte Sitzposition und das Platzangebot eines SUV mit dem leisen, lokal emissionsfreien Antrieb. Fast jeder Hersteller hat inzwischen ein Modell mit rund 4,3 bis 4,6 Metern Länge im Programm.',
        ],
      },
      {
        heading: 'Worauf es ankommt',
        paragraphs: [
          'Entscheidend sind Batteriegröße und Ladeleistung. Modelle mit 60 bis 80 kWh kommen im Alltag 350 bis 450 Kilometer weit. Wer oft auf der Autobahn unterwegs ist, sollte auf eine Gleichstrom-Ladeleistung von mindestens 100 kW achten. Eine Wärmepumpe hilft, die Reichweite im Winter zu halten.',
        ],
      },
      {
        heading: 'Leasing statt Kauf',
        paragraphs: [
          'Gerade in dieser Klasse sind Leasingangebote mit niedrigen Leasingfaktoren häufig. Nutzen Sie auf unserer Suchseite die Filter für Karosserieform SUV und Kraftstoff Elektro und sortieren Sie nach Rate. Die Angebotsseite zeigt Reichweite, Ladezeiten und die CO₂-Klasse jedes Modells.',
        ],
      },
    ],
  },
  {
    category: 'autovorstellungen',
    slug: 'kombi-fuer-familien',
    title: 'Der Kombi lebt: Warum Familien und Vielfahrer ihn schätzen',
    teaser: 'Großer Kofferraum, niedriger Verbrauch, gutes Fahrverhalten: Was den Kombi gegenüber dem SUV auszeichnet.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-10-28T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'SUV dominieren die Zulassungsstatistik, doch der Kombi hat treue Fans – aus gutem Grund. Er bietet bei gleicher Länge oft mehr Kofferraum als ein SUV, ist dank niedrigerer Stirnfläche sparsamer und liegt sicherer auf der Straße.',
        ],
      },
      {
        heading: 'Platz für alles',
        paragraphs: [
          'Ein Mittelklasse-Kombi schluckt mit umgeklappter Rückbank 1.600 Liter und mehr. Die niedrige Ladekante erleichtert das Beladen mit Kinderwagen, Getränkekisten oder Sportgepäck. Viele Modelle gibt es mit Anhängerkupplung und Allradantrieb – ideal für Wohnwagen oder Pferdeanhänger.',
        ],
      },
      {
        heading: 'Der Dienstwagen-Klassiker',
        paragraphs: [
          'Für Außendienst und Gewerbe ist der Kombi seit Jahrzehnten erste Wahl: viel Platz für Muster und Werkzeug, ein repräsentatives Auftreten und niedrige Kosten auf der Langstrecke. Kombis und Limousinen sind auf unserem Marktplatz deshalb als Business-Fahrzeuge gekennzeichnet.',
        ],
      },
    ],
  },
  {
    category: 'autovorstellungen',
    slug: 'kleinwagen-fuer-die-stadt',
    title: 'Kleinwagen für die Stadt: Klein, wendig und günstig geleast',
    teaser: 'Parkplatzsuche, kurze Wege, niedrige Kosten: Warum ein Kleinwagen in der Stadt oft die klügste Wahl ist.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-11-11T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Wer in der Stadt wohnt, kennt das Problem: Parkplätze sind knapp und eng, die Wege kurz. Ein Kleinwagen mit unter vier Metern Länge passt in fast jede Lücke, ist sparsam und im Leasing besonders günstig. Moderne Kleinwagen bieten dabei Assistenzsysteme und Infotainment, die früher der Oberklasse vorbehalten waren.',
        ],
      },
      {
        heading: 'Benziner, Hybrid oder elektrisch?',
        paragraphs: [
          'Für reine Stadtfahrten ist ein elektrischer Kleinwagen ideal: Kurze Strecken belasten die Batterie kaum, und an der Ampel verbraucht er nichts. Wer keine Lademöglichkeit hat, fährt mit einem Vollhybrid sparsam. Ein kleiner Benziner bleibt die günstigste Wahl bei der Rate.',
        ],
      },
      {
        heading: 'Schnell verfügbar',
        paragraphs: [
          'Viele Kleinwagen sind als Lagerfahrzeuge sofort verfügbar. Wählen Sie auf der Suchseite den Filter „Schnell verfügbar“, um nur Fahrzeuge zu sehen, die innerhalb weniger Wochen ausgeliefert werden können.',
        ],
      },
    ],
  },
];
