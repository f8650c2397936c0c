import type { MagazineArticleSeed } from './article-types';

export const MOBILITAET_ARTICLES: MagazineArticleSeed[] = [
  {
    category: 'mobilitaet',
    slug: 'e-auto-leasing',
    title: 'E-Auto-Leasing: Warum Elektroautos und Leasing so gut zusammenpassen',
    teaser: 'Schnelle Technikzyklen, unsichere Restwerte und attraktive Herstelleraktionen: Darum ist Leasing für viele der beste Einstieg in die Elektromobilität.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-08-26T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Elektroautos entwickeln sich schnell weiter: Reichweite, Ladeleistung und Software werden mit jeder Generation besser. Wer heute ein E-Auto kauft, weiß nicht genau, was es in vier Jahren noch wert ist. Beim Kilometerleasing trägt dieses Restwertrisiko die Leasinggesellschaft – ein wichtiger Grund, warum so viele Elektroautos geleast werden.',
        ],
      },
      {
        heading: 'Niedrige Raten durch Herstelleraktionen',
        paragraphs: [
          'Viele Hersteller unterstützen den Absatz ihrer Elektromodelle mit besonders günstigen Leasingkonditionen. Leasingfaktoren unter 0,6 sind bei E-Autos keine Seltenheit. Achten Sie auf den Hinweis zur Förderung auf der Angebotsseite: Dort sehen Sie, ob ein Angebot eine Förderung oder einen Herstellerbonus enthält.',
        ],
      },
      {
        heading: 'Laden und Reichweite im Alltag',
        paragraphs: [
          'Prüfen Sie vor dem Leasing, wo Sie laden werden. Eine Wallbox zu Hause mit 11 kW lädt die meisten Fahrzeuge über Nacht vollständig. Unterwegs entscheidet die maximale Gleichstrom-Ladeleistung darüber, wie lange eine Pause dauert. Auf unseren Fahrzeugseiten finden Sie Batteriekapazität, Reichweite und Ladezeiten für jedes Modell.',
          'Beim Dienstwagen lohnt sich ein Elektroauto zusätzlich: Der geldwerte Vorteil wird mit nur 0,25 Prozent des Listenpreises versteuert, solange der Preis unter der gesetzlichen Grenze liegt.',
        ],
      },
    ],
  },
  {
    category: 'mobilitaet',
    slug: 'plug-in-hybrid-im-alltag',
    title: 'Plug-in-Hybrid im Alltag: Für wen sich der Doppelantrieb lohnt',
    teaser: 'Elektrisch in der Stadt, mit Verbrenner auf der Langstrecke: Wann ein Plug-in-Hybrid sparsam ist – und wann nicht.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-09-23T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Ein Plug-in-Hybrid kombiniert einen Verbrennungsmotor mit einem Elektromotor und einer Batterie, die an der Steckdose geladen wird. Moderne Modelle schaffen 60 bis über 100 Kilometer rein elektrisch. Das reicht für die meisten Pendelstrecken.',
        ],
      },
      {
        heading: 'Sparsam nur mit Laden',
        paragraphs: [
          'Der Normverbrauch eines Plug-in-Hybrids sieht auf dem Papier sehr niedrig aus. In der Praxis hängt er fast vollständig davon ab, wie oft Sie laden. Fahren Sie mit leerer Batterie, schleppen Sie das Zusatzgewicht mit und verbrauchen mehr als ein vergleichbarer Benziner. Deshalb weisen wir bei Plug-in-Hybriden zwei CO₂-Klassen aus: eine gewichtet und eine für den Betrieb mit entladener Batterie.',
        ],
      },
      {
        heading: 'Für wen er passt',
        paragraphs: [
          'Ideal ist ein Plug-in-Hybrid für Menschen mit Lademöglichkeit zu Hause oder beim Arbeitgeber, die im Alltag kurze Strecken und gelegentlich lange Reisen fahren. Wer fast nur Langstrecke fährt, ist mit einem effizienten Diesel oder einem Elektroauto mit hoher Ladeleistung oft besser beraten.',
        ],
      },
    ],
  },
  {
    category: 'mobilitaet',
    slug: 'auto-abo-oder-leasing',
    title: 'Auto-Abo oder Leasing: Flexibilität hat ihren Preis',
    teaser: 'Auto-Abos versprechen alles inklusive und kurze Laufzeiten. Wir vergleichen Kosten und Bedingungen mit klassischem Leasing.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-11-04T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Beim Auto-Abo zahlen Sie eine Monatsgebühr, in der Versicherung, Steuer, Wartung und Reifen enthalten sind. Die Laufzeiten beginnen oft bei wenigen Monaten. Das ist bequem, aber in der Regel teurer als Leasing, weil der Anbieter das Risiko der kurzen Laufzeit und aller Nebenkosten einpreist.',
        ],
      },
      {
        heading: 'Der Kostenvergleich',
        paragraphs: [
          'Rechnen Sie beim Leasing zur Rate die Versicherung, die Kfz-Steuer, Wartung und Reifen hinzu. Bei Laufzeiten ab 24 Monaten ist Leasing in den meisten Fällen günstiger. Viele Leasingangebote lassen sich außerdem um Service- und Versicherungspakete ergänzen, sodass auch hier eine Rate fast alles abdeckt.',
        ],
      },
      {
        heading: 'Wann das Abo sinnvoll ist',
        paragraphs: [
          'Ein Auto-Abo lohnt sich, wenn Sie nur für einige Monate ein Fahrzeug brauchen, etwa für ein Projekt, eine Probezeit im neuen Job oder um ein Elektroauto auszuprobieren. Wer weiß, dass er das Auto zwei Jahre oder länger fährt, spart mit Leasing.',
        ],
      },
    ],
  },
];
