import type { DiscountRowOfferDto } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { loadOffers, type OfferBasis } from '@autoleasing/projections';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CatalogueVersion } from '../../../../common/consistency/catalogue-version.service';
import { PG_POOL } from '../../../../core/tokens';

/** An offer as the row sends it: the bank's terms as compact tuples (a page of 100 rows stays small). */
function toOfferDto({ offer, terms, grossListPriceCents }: OfferBasis): DiscountRowOfferDto {
  return {
    id: offer.id,
    inventory_type: offer.inventoryType,
    list_price_cents: offer.listPriceCents,
    gross_list_price_cents: grossListPriceCents ?? 0,
    bafa_downpayment_cents: offer.bafaBonusAvailable ? offer.bafaDownpaymentCents : 0,
    terms: terms.map((t) => [t.months, t.kmPerYear, t.residualValueCents, t.sollzinsPercent, t.downpaymentCents]),
  };
}

/** Tables whose offers are kept (a dealer's staff pages through a few scopes at a time). */
const KEPT_SCOPES = 64;

/** A scope's offers as JSON text per car model ('[]' for none), valid for one catalogue version. */
interface KeptOffers {
  version: number;
  json: Map<string, string>;
}

/**
 * The offers a page's rows price, read exactly as the offer-prices projection reads them
 * (projections loadOffers: the dealer, bank, brand and car models, the table's customer groups,
 * with each offer's terms): what the table needs to preview a draft's rate (issue 21, item 7).
 *
 * Offers and terms are catalogue tables (car_specs, lease_terms), whose every committed write
 * moves the CatalogueVersion on: a car model's offers are read once per catalogue version and
 * scope and then kept as their JSON text, so paging through a table reads only models not seen
 * since the last catalogue change. Without a trusted version (the listening connection is down)
 * every page reads them.
 */
@Injectable()
export class RowOffersReader {
  private readonly kept = new Map<string, KeptOffers>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly catalogueVersion: CatalogueVersion,
  ) {}

  /** Offers per car model id; models without an offer of this table are absent. */
  async offersOf(scope: DiscountScope, carModelIds: readonly string[]): Promise<Map<string, DiscountRowOfferDto[]>> {
    const json = await this.offersJsonOf(scope, carModelIds);
    const offers = new Map<string, DiscountRowOfferDto[]>();
    for (const [carModelId, text] of json) if (text !== '[]') offers.set(carModelId, JSON.parse(text) as DiscountRowOfferDto[]);
    return offers;
  }

  /** Each car model's offers as the JSON text of its DiscountRowOfferDto array ('[]' for none). */
  async offersJsonOf(scope: DiscountScope, carModelIds: readonly string[]): Promise<Map<string, string>> {
    // The version read BEFORE the query: a write committed meanwhile moves it on, and what was read
    // is then kept under a version no request asks for any more.
    const version = this.catalogueVersion.current();
    const key = `${scope.dealerId}|${scope.customerGroup}|${scope.bankId}|${scope.manufacturerId}`;
    const kept = version === null ? undefined : this.keptFor(key, version);
    const answer = new Map<string, string>();
    const missing: string[] = [];
    for (const carModelId of carModelIds) {
      const text = kept?.json.get(carModelId);
      if (text === undefined) missing.push(carModelId);
      else answer.set(carModelId, text);
    }
    if (!missing.length) return answer;
    const read = await loadOffers(this.pool, scope, missing);
    for (const carModelId of missing) {
      const text = JSON.stringify((read.get(carModelId) ?? []).map(toOfferDto));
      answer.set(carModelId, text);
      kept?.json.set(carModelId, text);
    }
    return answer;
  }

  /** The scope's kept offers for this version (a fresh, empty entry when the catalogue moved on). */
  private keptFor(key: string, version: number): KeptOffers {
    let kept = this.kept.get(key);
    if (kept) this.kept.delete(key);
    if (!kept || kept.version !== version) kept = { version, json: new Map() };
    this.kept.set(key, kept);
    if (this.kept.size > KEPT_SCOPES) this.kept.delete(this.kept.keys().next().value as string);
    return kept;
  }
}
