import type { DealerBankDto, DealerManufacturerDto, DiscountScopeParams } from '@autoleasing/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { banksQueryOptions, dealerKeys, dealersQueryOptions, discountsQueryOptions, manufacturersQueryOptions } from '../api/dealer-discounts-api';
import type { SelectionMode } from './selection';
import type { TableAction } from './table-state';
import { parseTableQuery, scopeOf, withMainCriteria, type TableQuery } from './table-query';
import { useTableSearch } from './use-table-search';

/**
 * Which table the screen shows and its rows (spec 4.8): the main criteria, filters, sort and page
 * come from the URL; the dealer's banks and brands, the page of the table and (for an admin) the
 * dealer's name from the queries.
 */
export function useDiscountScope(dealerId: string, isAdmin: boolean) {
  const [search, updateSearch] = useTableSearch();
  const query = parseTableQuery(search);
  const scope = scopeOf(query);
  const asOf = query.asOf;
  const { banks, manufacturers, bankList, brandList } = useDealerLists(dealerId);
  useDefaultMainCriteria(query, scope, bankList, brandList, updateSearch);

  const discounts = useDiscountsPage(dealerId, query, scope);
  const dealers = useQuery({ ...dealersQueryOptions(), enabled: isAdmin });
  const dealerName = (dealers.data || []).find((dealer) => dealer.id === dealerId)?.full_name ?? null;
  const queryClient = useQueryClient();
  const reloadTable = useCallback(() => queryClient.invalidateQueries({ queryKey: [...dealerKeys.dealer(dealerId), 'discounts'] }), [queryClient, dealerId]);

  const scopeKey = scope ? `${scope.customer_group}|${scope.bank_id}|${scope.manufacturer_id}` : '';
  return {
    search,
    updateSearch,
    query,
    scope,
    asOf,
    readOnly: asOf !== null,
    banks,
    manufacturers,
    bankList,
    brandList,
    brand: brandList?.find((m) => m.id === query.manufacturerId) ?? null,
    discounts,
    table: discounts.data || null,
    // Another page, filter or table is loading while the old rows still show: they are not editable.
    replacing: discounts.isPlaceholderData,
    /** For an admin: whose table it is ('…' while the dealers load). */
    dealerLabel: dealerName ?? (dealers.isPending ? '…' : dealerId),
    scopeKey,
    pageKey: `${scopeKey}|${search.get('page')}|${JSON.stringify(query.filters)}`,
    reloadTable,
  };
}

export type DiscountScope = ReturnType<typeof useDiscountScope>;

function useDealerLists(dealerId: string) {
  const banks = useQuery(banksQueryOptions(dealerId));
  const manufacturers = useQuery(manufacturersQueryOptions(dealerId));
  return { banks, manufacturers, bankList: banks.data || null, brandList: manufacturers.data || null };
}

/** Without main criteria in the URL: the spec's default group (b2b) and the first bank and brand. */
function useDefaultMainCriteria(
  query: TableQuery,
  scope: DiscountScopeParams | null,
  bankList: DealerBankDto[] | null,
  brandList: DealerManufacturerDto[] | null,
  updateSearch: ReturnType<typeof useTableSearch>[1],
) {
  useEffect(() => {
    if (scope || !bankList?.length || !brandList?.length) return;
    const bank = bankList.some((b) => b.id === query.bankId) ? query.bankId : bankList[0].id;
    const brand = brandList.some((m) => m.id === query.manufacturerId) ? query.manufacturerId : brandList[0].id;
    updateSearch((current) => withMainCriteria(current, { customer_group: query.customerGroup ?? 'b2b', bank_id: bank!, manufacturer_id: brand! }), { replace: true });
  }, [scope, bankList, brandList, query.bankId, query.manufacturerId, query.customerGroup]);
}

function useDiscountsPage(dealerId: string, query: TableQuery, scope: DiscountScopeParams | null) {
  const params = scope ? { scope, filters: query.filters, page: query.page, asOf: query.asOf, sort: query.sort, sortDirection: query.sortDirection, perPage: query.perPage } : null;
  return useQuery({
    ...discountsQueryOptions(dealerId, params ?? { scope: { customer_group: 'b2b', bank_id: '', manufacturer_id: '' }, filters: {}, page: 1, asOf: null }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** A new page or filter drops a selection of single rows or of one page; 'all' keeps its meaning. */
export function useSelectionReset(pageKey: string, mode: SelectionMode, dispatch: Dispatch<TableAction>) {
  const previousPage = useRef(pageKey);
  useEffect(() => {
    if (previousPage.current === pageKey) return;
    previousPage.current = pageKey;
    if (mode !== 'all') dispatch({ type: 'clear_selection' });
  }, [pageKey, mode]);
}
