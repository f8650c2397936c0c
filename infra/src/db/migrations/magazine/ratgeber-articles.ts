import type { MagazineArticleSeed } from './article-types';

export const RATGEBER_ARTICLES: MagazineArticleSeed[] = [
  {
    category: 'ratgeber',
    slug: 'leasingrueckgabe-schaeden',
    title: 'Leasingrückgabe ohne böse Überraschung: Schäden, Gutachten, Kosten',
    teaser: 'Was gilt als normale Abnutzung, was müssen Sie bezahlen? So bereiten Sie die Rückgabe Ihres Leasingfahrzeugs richtig vor.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-08-19T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Am Ende eines Kilometerleasingvertrags geben Sie das Fahrzeug zurück. Ein unabhängiger Gutachter prüft dann den Zustand und dokumentiert Schäden, die über die übliche Abnutzung hinausgehen. Diese Schäden stellt die Leasinggesellschaft in Rechnung – oft Wochen nach der Rückgabe.',
        ],
      },
      {
        heading: 'Normale Abnutzung oder Schaden?',
        paragraphs: [
          'Leichte Gebrauchsspuren gehören zum Alltag und sind in der Rate eingepreist: feine Kratzer im Lack, die man nur aus der Nähe sieht, abgefahrene Reifen innerhalb der gesetzlichen Profiltiefe oder leichte Abnutzung der Sitze. Als Schaden gelten dagegen Dellen, Steinschläge in der Frontscheibe, Kratzer bis auf die Grundierung, Brandlöcher und Gerüche, etwa durch Rauchen oder Tiere.',
        ],
      },
      {
        heading: 'So bereiten Sie die Rückgabe vor',
        paragraphs: [
          'Lassen Sie das Auto innen und außen gründlich reinigen, denn ein sauberes Fahrzeug wird fairer begutachtet. Bringen Sie alle Schlüssel, das Serviceheft, Ladekabel und Zubehör mit. Kleine Schäden wie Parkdellen lassen sich mit Smart-Repair oft für wenige hundert Euro beheben – das ist meist günstiger als die Pauschalen im Gutachten.',
          'Bestehen Sie auf einem Rückgabeprotokoll, das Sie gemeinsam mit dem Händler unterschreiben, und fotografieren Sie das Auto bei Tageslicht von allen Seiten. Wenn Sie mit einem Gutachten nicht einverstanden sind, können Sie ein Gegengutachten beauftragen.',
        ],
      },
    ],
  },
  {
    category: 'ratgeber',
    slug: 'privatleasing-checkliste',
    title: 'Privatleasing Schritt für Schritt: Die Checkliste vor der Unterschrift',
    teaser: 'Von der Bonitätsprüfung bis zur Auslieferung: Diese Punkte sollten Sie klären, bevor Sie einen Leasingvertrag unterschreiben.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-09-09T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Ein Leasingvertrag bindet Sie meist zwei bis vier Jahre. Eine vorzeitige Kündigung ist in der Regel nicht vorgesehen oder teuer. Umso wichtiger ist es, vor der Unterschrift alle Punkte zu prüfen. Unsere Checkliste hilft Ihnen dabei.',
        ],
      },
      {
        heading: 'Vor der Bestellung',
        paragraphs: [
          'Legen Sie Laufzeit und Kilometer realistisch fest und vergleichen Sie die Gesamtkosten inklusive Überführung und Zulassung. Prüfen Sie, ob eine Anzahlung nötig ist und ob Versicherung oder Wartung als Paket angeboten werden. Beim Privatleasing zeigen wir alle Preise inklusive Umsatzsteuer an, damit Sie nichts nachrechnen müssen.',
        ],
      },
      {
        heading: 'Bonität und Unterlagen',
        paragraphs: [
          'Die Bank prüft Ihre Bonität anhand einer Selbstauskunft, einer SCHUFA-Abfrage und Ihrer Einkommensnachweise. Halten Sie Ihren Personalausweis, die letzten Gehaltsabrechnungen und Ihre Bankverbindung bereit. Eine Legitimation per Video-Ident dauert wenige Minuten.',
          'Nach der Zusage erhalten Sie den Vertrag zur Unterschrift. Achten Sie auf den effektiven Jahreszins, die Sätze für Mehr- und Minderkilometer und die Regelungen zur Rückgabe. Innerhalb von 14 Tagen können Sie als Verbraucher einen Leasingvertrag widerrufen.',
        ],
      },
    ],
  },
  {
    category: 'ratgeber',
    slug: 'versicherung-beim-leasing',
    title: 'Vollkasko und GAP-Versicherung: So ist Ihr Leasingauto richtig versichert',
    teaser: 'Leasinggesellschaften verlangen eine Vollkaskoversicherung. Warum eine GAP-Deckung wichtig ist und worauf Sie bei der Auswahl achten sollten.',
    author: 'Redaktion autoleasing',
    publishedAt: '2025-10-14T08:00:00Z',
    sections: [
      {
        paragraphs: [
          'Ein Leasingfahrzeug gehört nicht Ihnen, sondern der Leasinggesellschaft. Damit deren Eigentum geschützt ist, schreiben fast alle Verträge eine Vollkaskoversicherung für die gesamte Laufzeit vor. Die Wahl des Versicherers bleibt Ihnen aber in der Regel überlassen.',
        ],
      },
      {
        heading: 'Die GAP-Lücke',
        paragraphs: [
          'Bei einem Totalschaden oder Diebstahl zahlt die Vollkasko den Wiederbeschaffungswert. Die Leasinggesellschaft verlangt aber den Ablösewert des Vertrags, der besonders in den ersten Jahren deutlich höher liegen kann. Diese Differenz nennt man GAP. Eine GAP-Versicherung übernimmt sie; bei vielen Leasingverträgen ist sie bereits enthalten.',
        ],
      },
      {
        heading: 'Versicherungspakete vergleichen',
        paragraphs: [
          'Auf einigen Angeboten können Sie eine Versicherung direkt mitbuchen. Der Vorteil: Die Prämie ist in der Monatsrate enthalten und oft unabhängig von Ihrer Schadenfreiheitsklasse. Für Fahrer mit wenigen schadenfreien Jahren kann das spürbar günstiger sein. Wer bereits eine hohe Schadenfreiheitsklasse hat, sollte vergleichen, ob die eigene Versicherung günstiger ist.',
        ],
      },
    ],
  },
];
