/**
 * Answers of GET …/discounts (the plain table page: today's rows, no cell editors) as their JSON
 * text, kept per request and valid for one fingerprint of everything the page is built from
 * (issue 21: a dealer's staff pages back and forth through the same sorted 100-row pages).
 *
 * What a page depends on, and what tells that it changed:
 * - the scope's rows (dealer-discounts projection): the scope's revision, written in the same
 *   transaction as its rows; rows change only by events of the table's stream;
 * - the brand's layout (number of additional columns): its value;
 * - each row's price issue (offer-prices projection): that projection's checkpoint, which a
 *   rebuild replays through the same positions (a read model is a pure function of the events);
 * - the catalogue (models, series, offers, terms, BAFA): the CatalogueVersion, moved on by every
 *   committed catalogue write; without a trusted version nothing is kept;
 * - editors' names: a users row's name changes only when a customer's data is erased, and
 *   customers never edit a discount table.
 * The fingerprint is read before the page: a page built from newer data is kept under an older
 * fingerprint, which the next request no longer matches, so a kept answer is never older than
 * the data a fresh one would show.
 */
export interface PageFingerprint {
  /** The scope's revision, layout and offer-prices position, as one comparable text. */
  readModels: string;
  /** The catalogue version (CatalogueVersion.current()); null: do not keep. */
  catalogue: number | null;
}

interface KeptPage {
  fingerprint: string;
  text: string;
}

/** At most this many characters of answers per api process (a sorted 100-row page is about 100,000). */
const KEPT_CHARACTERS = 32_000_000;

export class DiscountPageCache {
  private readonly kept = new Map<string, KeptPage>();
  private characters = 0;

  constructor(private readonly capacity = KEPT_CHARACTERS) {}

  /** The kept answer for this request, if it was built under the same fingerprint. */
  get(key: string, fingerprint: PageFingerprint): string | undefined {
    const kept = this.kept.get(key);
    if (!kept || fingerprint.catalogue === null || kept.fingerprint !== fingerprintText(fingerprint)) return undefined;
    // Most recently used last: the oldest go first when the budget is full.
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept.text;
  }

  /** Keeps an answer built after its fingerprint was read. */
  set(key: string, fingerprint: PageFingerprint, text: string): void {
    if (fingerprint.catalogue === null || text.length > this.capacity) return;
    this.remove(key);
    this.kept.set(key, { fingerprint: fingerprintText(fingerprint), text });
    this.characters += text.length;
    while (this.characters > this.capacity) this.remove(this.kept.keys().next().value as string);
  }

  private remove(key: string): void {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    this.characters -= kept.text.length;
  }
}

const fingerprintText = (fingerprint: PageFingerprint) => `${fingerprint.catalogue}|${fingerprint.readModels}`;
