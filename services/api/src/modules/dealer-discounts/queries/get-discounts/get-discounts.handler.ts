import { collectedDiscountLabels, type DiscountRowDto, type DiscountTableResponse, discountRowState } from '@autoleasing/contracts';
import {
  campaignCellChanges,
  discountLayoutDecider,
  discountTableDecider,
  evolveAll,
  type DiscountLayoutEvent,
  type DiscountScope,
  type DiscountTableEvent,
} from '@autoleasing/domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository, DEFAULT_ORDER, type TableOrder } from '../../shared/dealer-discounts.repository';
import { toDiscountRowDto, type DiscountRowRecord } from '../../shared/discount-row.mapper';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { scopeKeyOf } from '../../shared/scope-params';
import { sortRecords } from './sort-records';
import { CatalogueVersion } from '../../../../common/consistency/catalogue-version.service';
import { DiscountPageCache } from './discount-page-cache';
import { GetDiscountsQuery } from './get-discounts.query';
import { RowOffersReader } from './row-offers.reader';

function touchedCells(event: DiscountTableEvent): { carModelId: string; field: string }[] {
  switch (event.type) {
    case 'DiscountCellsEdited':
      return event.data.changes;
    case 'DiscountRowsConfirmed':
    case 'DiscountRowsUnconfirmed':
      return event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' }));
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied':
      return event.data.rows.flatMap((r) => r.changes.map((c) => ({ carModelId: r.carModelId, field: c.field })));
    default:
      return [...campaignCellChanges(event)];
  }
}

/** Filter values change only with the catalogue: kept per brand and catalogue version, for this many brands. */
const FILTER_CACHE_BRANDS = 200;

/**
 * GET /api/v1/dealers/{id}/discounts: a page of 20 rows with total_count and the filter values;
 * with `as_of` the table as it was at that moment, rebuilt from the events (read-only). Each
 * cell's last editor only with include=cell_editors: the table shows history per cell on demand
 * (the history endpoint), and the editors were half the bytes of a 100-row page.
 */
@QueryHandler(GetDiscountsQuery)
export class GetDiscountsHandler implements IQueryHandler<GetDiscountsQuery> {
  private readonly filterCache = new Map<string, { version: number; value: DiscountTableResponse['available_filters'] }>();
  private readonly pages = new DiscountPageCache();

  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly rowOffers: RowOffersReader,
    private readonly catalogueVersion: CatalogueVersion,
  ) {}

  /**
   * The answer as JSON text. A plain page (today's rows, no editors) is built by the database row
   * by row (PageShape 'json'); the as-of view and include=cell_editors go through toDiscountRowDto.
   */
  async execute(request: GetDiscountsQuery): Promise<string> {
    const { scope } = request;
    const order = request.order ?? DEFAULT_ORDER;
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const labels = [...collectedDiscountLabels(info.manufacturerSlug)];
    if (request.asOf || request.cellEditors) {
      const [result, filters] = await Promise.all([
        request.asOf ? this.asOf(request, order, info.collectedColumns) : this.current(request, order, info.collectedColumns),
        this.availableFilters(scope.manufacturerId),
      ]);
      const discounts = await this.withOffers(scope, result.discounts);
      return JSON.stringify({ ...result, discounts, ...this.pageFields(request, order, result.total_count, labels, filters) });
    }
    return this.plainPage(request, order, info.collectedColumns, labels);
  }

  /**
   * Today's page without cell editors: kept as its text for as long as nothing it is built from
   * changed (DiscountPageCache); the fingerprint is read before the page is.
   */
  private async plainPage(
    request: GetDiscountsQuery,
    order: TableOrder,
    collectedColumns: number,
    labels: string[],
  ): Promise<string> {
    const { scope } = request;
    const key = `${scopeKeyOf(scope)}|${JSON.stringify(request.filters)}|${request.page}|${order.sort}|${order.direction}|${order.perPage}`;
    const catalogue = this.catalogueVersion.current();
    const fingerprint = { catalogue, readModels: catalogue === null ? '' : await this.repository.pageFingerprint(scope) };
    const kept = this.pages.get(key, fingerprint);
    if (kept !== undefined) return kept;
    const [page, filters] = await Promise.all([
      this.repository.page(scope, request.filters, request.page, order, { kind: 'json', scopeKey: scopeKeyOf(scope), collectedColumns }),
      this.availableFilters(scope.manufacturerId),
    ]);
    const offers = await this.rowOffers.offersJsonOf(
      scope,
      page.rowJson.map((row) => row.carModelId),
    );
    // Each row's JSON ends with its last field's value and "}": the offers go in before the brace.
    const rows = page.rowJson.map((row) => `${row.json.slice(0, -1)},"offers":${offers.get(row.carModelId) ?? '[]'}}`);
    const rest = { total_count: page.total, revision: page.revision, number_additional_discounts: page.additional, ...this.pageFields(request, order, page.total, labels, filters) };
    const text = `{"discounts":[${rows.join(',')}],${JSON.stringify(rest).slice(1)}`;
    this.pages.set(key, fingerprint, text);
    return text;
  }

  /** The page, sort and filter fields of every answer. */
  private pageFields(request: GetDiscountsQuery, order: TableOrder, totalCount: number, labels: string[], availableFilters: DiscountTableResponse['available_filters']) {
    return {
      page: request.page,
      page_count: Math.ceil(totalCount / order.perPage),
      per_page: order.perPage,
      sort: order.sort,
      sort_direction: order.direction,
      collected_discount_labels: labels,
      available_filters: availableFilters,
      as_of: request.asOf ? request.asOf.toISOString() : null,
    } satisfies Partial<DiscountTableResponse>;
  }

  /** Each row with the offers it prices, for the table's price preview (issue 21); today's offers in the as-of view too. */
  private async withOffers(scope: DiscountScope, rows: DiscountRowDto[]): Promise<DiscountRowDto[]> {
    const offers = await this.rowOffers.offersOf(
      scope,
      rows.map((r) => r.car_model_id),
    );
    // The rows were built for this answer: set in place rather than copying 30 fields per row.
    for (const row of rows) row.offers = offers.get(row.car_model_id) ?? [];
    return rows;
  }

  private async current(request: GetDiscountsQuery, order: TableOrder, collectedColumns: number) {
    const { scope } = request;
    const page = await this.repository.page(scope, request.filters, request.page, order, { kind: 'records', cellEditors: request.cellEditors === true });
    const additional = page.additional;
    const context = { dealerId: scope.dealerId, scopeKey: scopeKeyOf(scope), additionalColumns: additional, collectedColumns };
    return {
      discounts: page.rows.map((row) => toDiscountRowDto(row, context)),
      total_count: page.total,
      revision: page.revision,
      number_additional_discounts: additional,
    };
  }

  /** Replays the table's and the layout's events up to `as_of`; filters and pages in memory. */
  private async asOf(request: GetDiscountsQuery, order: TableOrder, collectedColumns: number) {
    const { scope } = request;
    const until = request.asOf!.getTime();
    const [tableEvents, layoutEvents, carModels] = await Promise.all([
      this.tables.readTable(scope),
      this.tables.readLayout(scope.dealerId, scope.manufacturerId),
      this.repository.carModels(scope, { ...request.filters, state: undefined }),
    ]);
    const before = <T extends { metadata: { occurredAt: string } }>(events: T[]) => events.filter((e) => Date.parse(e.metadata.occurredAt) <= until);
    const table = before(tableEvents);
    const lastChange = new Map<string, { userId: string; at: string }>();
    const editors = new Map<string, NonNullable<DiscountRowRecord['cell_editors']>>();
    const domainEvents = table.map((event) => {
      const domainEvent = { type: event.type, data: event.data } as DiscountTableEvent;
      const { actor, occurredAt } = event.metadata;
      const editor = { user_id: actor.userId, user_name: null, role: actor.role, acting_for_dealer_id: actor.actingForDealerId ?? null, at: occurredAt };
      for (const { carModelId, field } of touchedCells(domainEvent)) {
        lastChange.set(carModelId, { userId: actor.userId, at: occurredAt });
        editors.set(carModelId, { ...editors.get(carModelId), [field]: editor });
      }
      return domainEvent;
    });
    const state = evolveAll(discountTableDecider.initialState(), domainEvents);
    const layout = before(layoutEvents).reduce(
      (s, e) => discountLayoutDecider.evolve(s, { type: e.type, data: e.data } as DiscountLayoutEvent),
      discountLayoutDecider.initialState(),
    );
    const wanted = request.filters.state;
    const rows: DiscountRowRecord[] = [];
    for (const model of carModels) {
      const cells = state.rows.get(model.car_model_id)?.cells ?? {};
      const rowStateValue = discountRowState(cells);
      if (wanted?.length && !wanted.includes(rowStateValue)) continue;
      const change = lastChange.get(model.car_model_id);
      rows.push({
        ...model,
        cells,
        state: rowStateValue,
        updated_at: change?.at ?? null,
        user_id: change?.userId ?? null,
        user_name: null,
        cell_editors: request.cellEditors ? (editors.get(model.car_model_id) ?? null) : undefined,
      });
    }
    const columns = { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: collectedColumns };
    if (order.sort) sortRecords(rows, order.sort, order.direction, columns);
    const start = (request.page - 1) * order.perPage;
    const page = rows.slice(start, start + order.perPage);
    // BAFA is today's (offers are not event-sourced); the view shows the discounts of then.
    const bafa = await this.repository.bafaOf(
      scope.dealerId,
      page.map((r) => r.car_model_id),
    );
    for (const row of page) row.bafa_combined = bafa.get(row.car_model_id) ?? null;
    const names = await this.repository.userNames(
      page.flatMap((r) => [...(r.user_id ? [r.user_id] : []), ...Object.values(r.cell_editors ?? {}).map((e) => e.user_id)]),
    );
    for (const row of page) for (const editor of Object.values(row.cell_editors ?? {})) editor.user_name = names.get(editor.user_id) ?? null;
    const context = { dealerId: scope.dealerId, scopeKey: scopeKeyOf(scope), additionalColumns: layout.numberAdditionalDiscounts, collectedColumns };
    return {
      discounts: page.map((row) => toDiscountRowDto({ ...row, user_name: row.user_id ? (names.get(row.user_id) ?? null) : null }, context)),
      total_count: rows.length,
      revision: table.length ? Number(table[table.length - 1].revision) : -1,
      number_additional_discounts: layout.numberAdditionalDiscounts,
    };
  }

  /** The brand's filter values, read once per catalogue version (every time without a trusted one). */
  private async availableFilters(manufacturerId: string): Promise<DiscountTableResponse['available_filters']> {
    const version = this.catalogueVersion.current();
    const cached = version === null ? undefined : this.filterCache.get(manufacturerId);
    if (cached && cached.version === version) return cached.value;
    const value = await this.repository.availableFilters(manufacturerId);
    // Kept under the version read BEFORE the query (a write committed meanwhile moves it on).
    if (version !== null) this.filterCache.set(manufacturerId, { version, value });
    if (this.filterCache.size > FILTER_CACHE_BRANDS) this.filterCache.delete(this.filterCache.keys().next().value as string);
    return value;
  }
}
