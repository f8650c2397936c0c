import { ERROR_PAGE, GERMAN_MESSAGES, LEGAL_PAGE_TITLES, MAGAZINE_PATH, NOT_FOUND_PAGE_TITLE, WALL_PAGE_TITLES, wallPageHeading, type PageType, type WallPagePath } from '@autoleasing/contracts';

export interface StaticPage {
  type: PageType;
  title: string;
  description: string;
  headline: string;
  intro: string;
  /** Wall, checkout-adjacent and error pages are kept out of search results. */
  index: boolean;
}

/** Title and headline (the web page's h1) of a wall page, both from contracts. */
const wall = (path: WallPagePath, description: string): StaticPage => ({
  type: 'wall', title: `${WALL_PAGE_TITLES[path]} | autoleasing`, description, headline: wallPageHeading(path), intro: description, index: false,
});

const legal = (title: string, description: string): StaticPage => ({
  type: 'legal', title: `${title} | autoleasing`, description, headline: title, intro: description, index: true,
});

/** Pages whose text does not depend on catalogue data. Keys are paths without a trailing slash; wall page titles are the web's too (contracts). */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/login': wall('/login', 'Melden Sie sich an, um Ihre Leasinganfragen, Verträge und Dokumente bei autoleasing zu verwalten.'),
  '/register': wall('/register', 'Legen Sie ein kostenloses Konto an und schließen Sie Ihren Leasingvertrag für Neuwagen vollständig online ab.'),
  '/start': wall('/start', 'Mit Ihrem autoleasing-Konto behalten Sie Angebote, Anfragen und Verträge im Blick.'),
  '/recover-password': wall('/recover-password', 'Fordern Sie einen Link an, um ein neues Passwort für Ihr autoleasing-Konto festzulegen.'),
  '/recover-account': wall('/recover-account', 'Fordern Sie einen Link an, um Ihr deaktiviertes autoleasing-Konto wieder zu aktivieren.'),
  '/verify-email': wall('/verify-email', 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr autoleasing-Konto zu nutzen.'),
  '/reactivate-account': wall('/reactivate-account', 'Aktivieren Sie Ihr autoleasing-Konto wieder und machen Sie dort weiter, wo Sie aufgehört haben.'),
  '/consent': wall('/consent', 'Bitte bestätigen Sie die Nutzungsbedingungen, um mit Ihrem Leasingantrag fortzufahren.'),
  '/accept-tnc': wall('/accept-tnc', 'Unsere Nutzungsbedingungen haben sich geändert. Bitte lesen und bestätigen Sie die neue Fassung.'),
  [MAGAZINE_PATH]: {
    type: 'magazine', title: 'Magazin: Leasing-Ratgeber, Autovorstellungen und Mobilität | autoleasing',
    description: 'Das autoleasing Magazin: Leasing verständlich erklärt, Tipps vor der Unterschrift, neue Modelle und die Mobilität von morgen. Die neuesten Artikel aller Rubriken.',
    headline: 'Magazin', intro: 'Leasing verständlich erklärt, Tipps vor der Unterschrift, neue Modelle und die Mobilität von morgen.', index: true,
  },
  '/hilfe': {
    type: 'help', title: 'Hilfe und häufige Fragen zum Leasing | autoleasing',
    description: 'Antworten zu Privat- und Gewerbeleasing, Kilometerleasing, Bonitätsprüfung, Widerruf, Lieferung, Rückgabe, Versicherung und Kosten bei autoleasing.',
    headline: 'Hilfe und häufige Fragen', intro: 'Antworten auf die häufigsten Fragen rund um Leasing, Bestellung, Auslieferung und Kosten bei autoleasing.', index: true,
  },
  '/impressum': legal(LEGAL_PAGE_TITLES['/impressum'], 'Impressum von autoleasing, dem Online-Marktplatz für Neuwagen-Leasing: Anbieter, Kontakt und Verantwortliche.'),
  '/datenschutz': legal(LEGAL_PAGE_TITLES['/datenschutz'], 'Wie autoleasing Ihre personenbezogenen Daten verarbeitet, wofür wir sie nutzen und welche Rechte Sie haben.'),
  '/agbs': legal(WALL_PAGE_TITLES['/agbs'], 'Die Allgemeinen Geschäftsbedingungen für die Nutzung des Leasing-Marktplatzes autoleasing.'),
  '/error': {
    type: 'error', title: `${ERROR_PAGE.title} | autoleasing`, description: GERMAN_MESSAGES.technicalError,
    headline: ERROR_PAGE.headline, intro: GERMAN_MESSAGES.technicalError, index: false,
  },
  '/not-found': {
    type: 'error', title: `${NOT_FOUND_PAGE_TITLE} | autoleasing`, description: GERMAN_MESSAGES.notFound,
    headline: NOT_FOUND_PAGE_TITLE, intro: GERMAN_MESSAGES.notFound, index: false,
  },
};
