import type { MagazineCategorySlug } from '@autoleasing/contracts';

/** The four magazine categories of spec 2.1 with the texts their overview pages show. */
export const MAGAZINE_CATEGORIES: Readonly<Record<MagazineCategorySlug, { name: string; description: string }>> = {
  mobilitaet: {
    name: 'Mobilität',
    description: 'Elektroauto, Plug-in-Hybrid, Auto-Abo: Wie wir morgen unterwegs sind und was das für Ihr nächstes Leasingfahrzeug bedeutet.',
  },
  ratgeber: {
    name: 'Ratgeber',
    description: 'Praktische Tipps rund um Ihr Leasingauto: Vertrag, Versicherung, Rückgabe und alles, was Sie vor der Unterschrift wissen sollten.',
  },
  autovorstellungen: {
    name: 'Autovorstellungen',
    description: 'Fahrzeugklassen und Modelle im Überblick: Kleinwagen, Kombi, SUV und Elektroautos, die Sie bei uns leasen können.',
  },
  leasing: {
    name: 'Leasing',
    description: 'Leasing verständlich erklärt: Kilometer- und Restwertleasing, Leasingfaktor, Überführungskosten und Gewerbeleasing.',
  },
};

export function isMagazineCategory(slug: string): slug is MagazineCategorySlug {
  return Object.hasOwn(MAGAZINE_CATEGORIES, slug);
}
