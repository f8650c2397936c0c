import {
  BODY_TYPE_LABELS, BODY_TYPES, BRAND_SLUGS, brandPagePath, formatBrandTitle, offerPagePath, formatCents, formatOfferCount, FUEL_TYPE_LABELS, FUEL_TYPES, toSlug, trailingUuid,
  type GroupLinksResponse, type PageContentResponse, type PageType,
} from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { RuntimeConfig } from '@autoleasing/infra';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { isMagazineCategory, MAGAZINE_CATEGORIES, MAGAZINE_CATEGORY_LINKS, magazineCategoryPath } from '@autoleasing/contracts';
import { MagazineRepository } from '../../../../common/magazine/magazine.repository';
import { pageNotFound } from '../content-errors';
import { CatalogueFactsRepository, type OfferFacts } from './catalogue-facts.repository';
import type { PageKey } from './page-key';
import { STATIC_PAGES } from './static-pages';

type Category = { key: 'body_type' | 'fuel_type'; value: string; label: string };
/** Group pages use the categories endpoint's seo_path slugs (/leasing/suv, /leasing/elektro …). */
const CATEGORIES = new Map<string, Category>([
  ...BODY_TYPES.map((b) => [toSlug(BODY_TYPE_LABELS[b]), { key: 'body_type', value: b, label: BODY_TYPE_LABELS[b] }] as const),
  ...FUEL_TYPES.map((f) => [toSlug(FUEL_TYPE_LABELS[f]), { key: 'fuel_type', value: f, label: FUEL_TYPE_LABELS[f] }] as const),
]);
const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** " ab € 113,80 mtl." for private customers' gross rate; a business-only listing's rate says netto. */
const from = (f: OfferFacts) => (f.cheapestRateCents === null ? '' : ` ab ${formatCents(f.cheapestRateCents)}${f.group === 'b2b' ? ' netto' : ''} mtl.`);

interface Draft {
  type: PageType;
  title: string;
  description: string;
  headline: string;
  intro: string;
  canonicalPath: string;
  index?: boolean;
}

/**
 * Meta title, description and canonical URL for every public route (spec 7.3), written from the
 * catalogue data so the texts name real brands, counts and rates. Unknown pages are a 404 so the
 * web app clears stale content (spec 8).
 */
@Injectable()
export class PageContentService {
  constructor(
    private readonly facts: CatalogueFactsRepository,
    private readonly magazine: MagazineRepository,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async content(key: PageKey): Promise<PageContentResponse> {
    const draft = await this.draft(key);
    if (!draft) throw pageNotFound();
    return {
      path: key.pathname,
      page_type: draft.type,
      meta_title: draft.title,
      meta_description: draft.description.length > 160 ? `${draft.description.slice(0, 157).trimEnd()}…` : draft.description,
      canonical_url: `${this.config.publicOrigin}${draft.canonicalPath}`,
      robots: draft.index === false ? 'noindex,follow' : 'index,follow',
      headline: draft.headline,
      intro: draft.intro,
    };
  }

  private async draft({ pathname, query }: PageKey): Promise<Draft | null> {
    const fixed = STATIC_PAGES[pathname];
    if (fixed) return { ...fixed, canonicalPath: pathname };
    const parts = pathname.split('/').filter(Boolean);
    if (parts.length === 0) return this.home();
    if (parts[0] === 'leasing') return this.leasing(parts.slice(1), query);
    if (parts[0] === 'leasing-angebote' && parts.length === 2) return this.offer(parts[1]);
    if (parts[0] === 'leasing-sonderangebote' && parts.length === 1) return this.flagged('sonderangebote');
    if (parts[0] === 'hot-deals' && parts.length === 1) return this.flagged('hot_offer');
    if (parts[0] === 'magazin' && (parts.length === 2 || parts.length === 3)) return this.magazinePage(parts[1], parts[2]);
    return null;
  }

  private async home(): Promise<Draft> {
    const f = await this.facts.overall();
    return {
      type: 'home', canonicalPath: '/',
      title: 'Neuwagen leasen: Top-Leasingangebote für Privat- und Gewerbekunden | autoleasing',
      description: `${formatOfferCount(f.offers)} von ${f.brands} Marken${from(f)}: Neuwagen online leasen, Angebote vergleichen und ohne Umwege bestellen.`,
      headline: 'Neuwagen leasen – einfach online',
      intro: `Vergleichen Sie ${formatOfferCount(f.offers)} für Privat- und Gewerbekunden und sichern Sie sich Ihren Neuwagen zur Wunschrate.`,
    };
  }

  private async leasing(rest: string[], query: URLSearchParams): Promise<Draft | null> {
    if (rest.length === 0) {
      const brand = query.get('manufacturer_name');
      if (brand) return this.brandPage(brand.toLowerCase());
      const f = await this.facts.overall();
      const stock = query.get('inventory_type') === 'stock';
      return {
        type: 'leasing', canonicalPath: stock ? '/leasing?inventory_type=stock' : '/leasing',
        title: stock ? 'Sofort verfügbare Leasingfahrzeuge | autoleasing' : 'Leasing-Angebote für Neuwagen vergleichen | autoleasing',
        description: stock
          ? 'Lagerfahrzeuge schnell verfügbar leasen: Neuwagen mit kurzer Lieferzeit für Privat- und Gewerbekunden.'
          : `Alle ${formatOfferCount(f.offers)} im Vergleich${from(f)}: nach Marke, Karosserieform, Antrieb und Budget filtern.`,
        headline: stock ? 'Schnell verfügbare Neuwagen' : 'Alle Leasing-Angebote',
        intro: 'Filtern Sie nach Marke, Karosserieform, Kraftstoff, Rate und Laufzeit und finden Sie Ihr passendes Leasingangebot.',
      };
    }
    const category = CATEGORIES.get(rest[0]);
    // /leasing/{brand}: brand slugs never collide with category slugs (contracts page-paths).
    if (!category) return rest.length === 1 && BRAND_SLUGS.includes(rest[0]) ? this.brandPage(rest[0]) : null;
    if (rest.length === 1) return this.categoryPage(rest[0], category);
    const view = rest[2];
    if (rest.length > 3 || (view && view !== 'motorisierungen' && view !== 'sofort-verfuegbar')) return null;
    return this.modelPage(rest[0], rest[1], view);
  }

  private async brandPage(slug: string): Promise<Draft | null> {
    if (!SLUG.test(slug)) return null;
    const brand = await this.facts.brand(slug);
    if (!brand) return null;
    const name = formatBrandTitle(brand.name);
    const models = brand.series.slice(0, 3).map((s) => s.name).join(', ');
    return {
      type: 'brand', canonicalPath: brandPagePath(slug),
      title: `${name} Leasing: ${formatOfferCount(brand.offers)}${from(brand)} | autoleasing`,
      description: `${name} leasen${from(brand)}: ${formatOfferCount(brand.offers)}${models ? ` für ${models} und weitere Modelle` : ''}. Jetzt vergleichen und online bestellen.`,
      headline: `${name} Leasing`,
      intro: `Alle ${name}-Modelle im Leasing für Privat- und Gewerbekunden, mit Neuwagen ab Werk und schnell verfügbaren Lagerfahrzeugen.`,
    };
  }

  private async categoryPage(slug: string, category: Category): Promise<Draft> {
    const f = await this.facts.byAttribute(category.key, category.value);
    const noun = category.key === 'fuel_type' ? `${category.label}-Fahrzeuge` : category.label;
    return {
      type: 'category', canonicalPath: `/leasing/${slug}`,
      title: `${noun} leasen: ${formatOfferCount(f.offers)}${from(f)} | autoleasing`,
      description: `${noun} günstig leasen${from(f)}: ${formatOfferCount(f.offers)} für Privat- und Gewerbekunden im Vergleich. Flexible Laufzeiten und Kilometer.`,
      headline: `${noun} leasen`,
      intro: `Entdecken Sie ${formatOfferCount(f.offers)} in der Kategorie ${category.label}, sortiert nach Rate, Leistung und Verfügbarkeit.`,
    };
  }

  private async modelPage(categorySlug: string, model: string, view: string | undefined): Promise<Draft | null> {
    if (!SLUG.test(model)) return null;
    // 'mercedes-benz-a-klasse': brand slugs contain dashes, so try each split, longest brand first.
    const dashes = [...model.matchAll(/-/g)].map((m) => m.index).reverse();
    for (const at of dashes) {
      const series = await this.facts.series(model.slice(0, at), model.slice(at + 1));
      if (!series) continue;
      const name = `${formatBrandTitle(series.manufacturerName)} ${series.seriesName}`;
      const base = `/leasing/${categorySlug}/${model}`;
      if (view === 'motorisierungen') {
        return { type: 'model_engines', canonicalPath: `${base}/motorisierungen`, title: `${name} Motorisierungen im Leasing | autoleasing`,
          description: `Alle Motorisierungen des ${name} im Leasingvergleich${from(series)}: Leistung, Antrieb und Rate auf einen Blick.`,
          headline: `${name}: Motorisierungen`, intro: `Vergleichen Sie die Motoren und Ausstattungslinien des ${name}.` };
      }
      if (view === 'sofort-verfuegbar') {
        return { type: 'model_stock', canonicalPath: `${base}/sofort-verfuegbar`, title: `${name} sofort verfügbar leasen | autoleasing`,
          description: `${name} als Lagerfahrzeug mit kurzer Lieferzeit leasen. Schnell verfügbare Angebote für Privat- und Gewerbekunden.`,
          headline: `${name} sofort verfügbar`, intro: `Diese ${name} stehen bereit und können in wenigen Wochen ausgeliefert werden.` };
      }
      return { type: 'model', canonicalPath: base, title: `${name} Leasing${from(series)} | autoleasing`,
        description: `${name} leasen${from(series)}: ${formatOfferCount(series.offers)} im Vergleich, als Neuwagen konfigurierbar oder schnell verfügbar.`,
        headline: `${name} Leasing`, intro: `Alle Leasingangebote für den ${name} – ${BODY_TYPE_LABELS[series.bodyType]} für Privat- und Gewerbekunden.` };
    }
    return null;
  }

  private async offer(variation: string): Promise<Draft | null> {
    const id = trailingUuid(variation);
    if (!id) return null;
    const offer = await this.facts.offer(id);
    if (!offer) return null;
    const name = formatBrandTitle(offer.modelName.toLowerCase().startsWith(offer.manufacturerName.toLowerCase()) ? offer.modelName : `${offer.manufacturerName} ${offer.modelName}`);
    const rate = offer.customerGroups === 'b2b' ? `${formatCents(offer.cheapestRateCents)} netto mtl.` : `${formatCents(offer.cheapestGrossRateCents)} mtl.`;
    return {
      // The one URL of the car (contracts offerPagePath), whatever slug the request carried.
      type: 'offer', canonicalPath: offerPagePath({ id: offer.id, manufacturer_name: offer.manufacturerSlug, name: offer.modelName }),
      title: `${name} leasen ab ${rate} | autoleasing`,
      description: `${name} (${offer.horsepower} PS, ${FUEL_TYPE_LABELS[offer.fuelType]}, ${BODY_TYPE_LABELS[offer.bodyType]}) ab ${rate} leasen. Laufzeit und Kilometer wählen und online bestellen.`,
      headline: name,
      intro: `${BODY_TYPE_LABELS[offer.bodyType]} mit ${offer.horsepower} PS (${FUEL_TYPE_LABELS[offer.fuelType]}) – jetzt Laufzeit und Kilometer wählen.`,
    };
  }

  private async flagged(flag: 'sonderangebote' | 'hot_offer'): Promise<Draft> {
    const f = await this.facts.flagged(flag);
    if (flag === 'hot_offer') {
      return { type: 'hot_offers', canonicalPath: '/hot-deals', title: `Hot Deals: die günstigsten Leasingangebote${from(f)} | autoleasing`,
        description: `${formatOfferCount(f.offers)} mit besonders niedriger Rate${from(f)}, sortiert nach Monatsrate.`, headline: 'Hot Deals',
        intro: 'Die aktuell günstigsten Leasingangebote – nur für kurze Zeit.' };
    }
    return { type: 'special_offers', canonicalPath: '/leasing-sonderangebote', title: `Leasing-Sonderangebote${from(f)} | autoleasing`,
      description: `${formatOfferCount(f.offers)} zu Sonderkonditionen${from(f)}: reduzierte Neuwagen im Leasing für Privat- und Gewerbekunden.`,
      headline: 'Leasing-Sonderangebote', intro: 'Aktionsfahrzeuge mit besonders günstigen Raten, solange der Vorrat reicht.' };
  }

  private async magazinePage(categorySlug: string, slug: string | undefined): Promise<Draft | null> {
    if (!isMagazineCategory(categorySlug)) return null;
    const category = MAGAZINE_CATEGORIES[categorySlug];
    if (!slug) {
      return { type: 'magazine_category', canonicalPath: magazineCategoryPath(categorySlug), title: `Magazin: ${category.name} | autoleasing`,
        description: category.description, headline: category.name, intro: category.description };
    }
    if (!SLUG.test(slug)) return null;
    const article = await this.magazine.find(categorySlug, slug);
    if (!article) return null;
    return { type: 'magazine_article', canonicalPath: article.url, title: `${article.title} | autoleasing Magazin`,
      description: article.teaser, headline: article.title, intro: article.teaser };
  }

  /** Links to related pages, grouped (spec 7.3 "group links"): brands, categories, similar models. */
  async groupLinks(key: PageKey): Promise<GroupLinksResponse> {
    const content = await this.content(key);
    const groups: GroupLinksResponse['groups'] = [];
    const categories = { title: 'Beliebte Kategorien', links: [...CATEGORIES.entries()].map(([slug, c]) => ({ label: `${c.label} leasen`, url: `/leasing/${slug}` })) };
    if (content.page_type === 'model' || content.page_type === 'model_engines' || content.page_type === 'model_stock') {
      const categorySlug = key.pathname.split('/')[2];
      const category = CATEGORIES.get(categorySlug);
      if (category?.key === 'body_type') {
        const similar = await this.facts.seriesOfBodyType(category.value as (typeof BODY_TYPES)[number], 12);
        groups.push({ title: `Weitere Modelle: ${category.label}`, links: similar.map((s) => ({
          label: `${formatBrandTitle(s.manufacturerName)} ${s.name}`, url: `/leasing/${categorySlug}/${s.manufacturerSlug}-${s.slug}` })) });
      }
    }
    if (content.page_type === 'brand') {
      const slug = key.query.get('manufacturer_name')?.toLowerCase() ?? '';
      const brand = await this.facts.brand(slug);
      if (brand) groups.push({ title: `${formatBrandTitle(brand.name)} Modelle`, links: brand.series.map((s) => ({
        label: `${formatBrandTitle(brand.name)} ${s.name}`, url: `/leasing/${toSlug(BODY_TYPE_LABELS[s.bodyType])}/${slug}-${s.slug}` })) });
    }
    if (content.page_type === 'magazine' || content.page_type === 'magazine_category' || content.page_type === 'magazine_article') {
      groups.push({ title: 'Magazin', links: MAGAZINE_CATEGORY_LINKS.map((c) => ({ label: c.name, url: c.path })) });
    }
    const brands = await this.facts.brandsWithOffers();
    groups.push({ title: 'Beliebte Marken', links: brands.map((b) => ({ label: `${formatBrandTitle(b.name)} Leasing`, url: `/leasing?manufacturer_name=${b.slug}` })) });
    groups.push(categories);
    return { path: key.pathname, groups };
  }
}
