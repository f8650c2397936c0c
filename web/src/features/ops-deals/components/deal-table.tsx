import { formatBerlinDateTime, CUSTOMER_STATE_LABELS, type OpsDealRowDto } from '@autoleasing/contracts';
import { createColumnHelper, FlexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { shortDealId } from '../lib/format';
import { DataTableHead } from '../../../components/data-table/data-table-head';
import { groupMoney } from '../../../lib/group-money';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, OpsDealRowDto>();

/**
 * The ops deal list: TanStack Table 9 holds the columns, the markup is a plain table. Each row's
 * deal id is a button that opens the detail panel, so the list works with the keyboard alone.
 */
export function DealTable({ rows, selectedId, onOpen }: { rows: OpsDealRowDto[]; selectedId?: string; onOpen: (dealId: string) => void }) {
  const columns = useMemo(
    () =>
      helper.columns([
      helper.accessor('id', {
        header: 'Deal',
        cell: (info) => (
          <button
            type="button"
            className="link-button ops-link-button"
            aria-pressed={info.row.original.id === selectedId}
            aria-label={`Deal ${shortDealId(info.getValue())} öffnen`}
            onClick={() => onOpen(info.getValue())}
          >
            {shortDealId(info.getValue())}
          </button>
        ),
      }),
      helper.accessor('order_number', { header: 'Bestellnummer', cell: (info) => info.getValue() ?? '–' }),
      helper.accessor('customer_name', {
        header: 'Kunde',
        cell: (info) => (
          <>
            <span className="ops-strong">{info.getValue() || '–'}</span>
            <span className="ops-muted">{info.row.original.customer_email}</span>
          </>
        ),
      }),
      helper.display({
        id: 'car',
        header: 'Fahrzeug',
        cell: (info) => {
          const row = info.row.original;
          return (
            <>
              <span className="ops-strong">
                {row.manufacturer_name} {row.car_series_name}
              </span>
              <span className="ops-muted">{row.car_model_name}</span>
            </>
          );
        },
      }),
      helper.accessor('dealer_name', { header: 'Händler' }),
      helper.accessor('customer_state', {
        header: 'Status',
        cell: (info) => <span className={`ops-state ops-state--${info.getValue()}`}>{CUSTOMER_STATE_LABELS[info.getValue()]}</span>,
      }),
      helper.accessor('unanswered_messages', {
        header: 'Offene Nachrichten',
        cell: (info) =>
          info.getValue() > 0 ? (
            <span className="ops-badge ops-badge--cell">
              {info.getValue()}
              <span className="visually-hidden"> unbeantwortet</span>
            </span>
          ) : (
            <span className="ops-muted">–</span>
          ),
      }),
      // The customer's own terms: gross for private customers, net for business ones.
      helper.accessor('total_rate_cents', { header: 'Monatsrate', cell: (info) => groupMoney(info.getValue(), info.row.original.customer_group, { monthly: true }) }),
      helper.accessor('updated_at', { header: 'Letzte Änderung', cell: (info) => formatBerlinDateTime(info.getValue()) }),
      ]),
    [onOpen, selectedId],
  );
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });
  return (
    <div className="table-frame">
      <table className="data-table data-table--stacked ops-table">
        <caption className="visually-hidden">Deals ab Bestellabschluss</caption>
        <DataTableHead headerGroups={table.getHeaderGroups()} columnClassPrefix="ops-col-" />
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.original.id === selectedId ? 'ops-row ops-row--selected' : 'ops-row'}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`ops-col-${cell.column.id}`} data-label={String(cell.column.columnDef.header)}>
                  <div className="ops-cell">
                    <FlexRender cell={cell} />
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
