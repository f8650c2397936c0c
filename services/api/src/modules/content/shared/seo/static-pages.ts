import { WALL_PAGE_TITLES, type PageType } from '@autoleasing/contracts';

export interface StaticPage {
  type: PageType;
  title: string;
  description: string;
  headline: string;
  intro: string;
  /** Wall, checkout-adjacent and error pages are kept out of search results. */
  index: boolean;
}

const wall = (title: string, headline: string, description: string): StaticPage => ({
  type: 'wall', title: `${title} | autoleasing`, description, headline, intro: description, index: false,
});

const legal = (title: string, description: string): StaticPage => ({
  type: 'legal', title: `${title} | autoleasing`, description, headline: title, intro: description, index: true,
});

/** Pages whose text does not depend on catalogue data. Keys are paths without a trailing slash; wall page titles are the web's too (contracts). */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/login': wall(WALL_PAGE_TITLES['/login'], 'Willkommen zurück', 'Melden Sie sich an, um Ihre Leasinganfragen, Verträge und Dokumente bei autoleasing zu verwalten.'),
  '/register': wall(WALL_PAGE_TITLES['/register'], 'Kostenloses Kundenkonto anlegen', 'Legen Sie ein kostenloses Konto an und schließen Sie Ihren Leasingvertrag für Neuwagen vollständig online ab.'),
  '/start': wall(WALL_PAGE_TITLES['/start'], 'Anmelden oder registrieren', 'Mit Ihrem autoleasing-Konto behalten Sie Angebote, Anfragen und Verträge im Blick.'),
  '/recover-password': wall(WALL_PAGE_TITLES['/recover-password'], 'Neues Passwort festlegen', 'Fordern Sie einen Link an, um ein neues Passwort für Ihr autoleasing-Konto festzulegen.'),
  '/recover-account': wall(WALL_PAGE_TITLES['/recover-account'], 'Konto wiederherstellen', 'Fordern Sie einen Link an, um Ihr deaktiviertes autoleasing-Konto wieder zu aktivieren.'),
  '/verify-email': wall(WALL_PAGE_TITLES['/verify-email'], 'E-Mail-Adresse bestätigen', 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr autoleasing-Konto zu nutzen.'),
  '/reactivate-account': wall(WALL_PAGE_TITLES['/reactivate-account'], 'Konto reaktivieren', 'Aktivieren Sie Ihr autoleasing-Konto wieder und machen Sie dort weiter, wo Sie aufgehört haben.'),
  '/consent': wall(WALL_PAGE_TITLES['/consent'], 'Ihre Einwilligung', 'Bitte bestätigen Sie die Nutzungsbedingungen, um mit Ihrem Leasingantrag fortzufahren.'),
  '/accept-tnc': wall(WALL_PAGE_TITLES['/accept-tnc'], 'Neue Nutzungsbedingungen', 'Unsere Nutzungsbedingungen haben sich geändert. Bitte lesen und bestätigen Sie die neue Fassung.'),
  '/impressum': legal('Impressum', 'Impressum von autoleasing, dem Online-Marktplatz für Neuwagen-Leasing: Anbieter, Kontakt und Verantwortliche.'),
  '/datenschutz': legal('Datenschutzerklärung', 'Wie autoleasing Ihre personenbezogenen Daten verarbeitet, wofür wir sie nutzen und welche Rechte Sie haben.'),
  '/agbs': legal(WALL_PAGE_TITLES['/agbs'], 'Die Allgemeinen Geschäftsbedingungen für die Nutzung des Leasing-Marktplatzes autoleasing.'),
  '/error': {
    type: 'error', title: 'Fehler | autoleasing', description: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    headline: 'Ein Fehler ist aufgetreten', intro: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.', index: false,
  },
  '/not-found': {
    type: 'error', title: 'Seite nicht gefunden | autoleasing', description: 'Ohje, die gewünschte Seite wurde nicht gefunden...',
    headline: 'Seite nicht gefunden', intro: 'Ohje, die gewünschte Seite wurde nicht gefunden...', index: false,
  },
};
