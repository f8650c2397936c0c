import {
  additionalDiscountLabel,
  BODY_TYPE_LABELS,
  COLLECTED_DISCOUNT_FIELDS,
  ADDITIONAL_DISCOUNT_FIELDS,
  DISCOUNT_FIELD_LABELS,
  DISCOUNT_INFO_COLUMN_LABELS as INFO,
  FUEL_TYPE_LABELS,
  GEAR_TYPE_LABELS,
  type DiscountCellField,
  type DiscountRowDto,
} from '@autoleasing/contracts';
import type { Choice } from '../../../components/choice-options/choice-options';

/**
 * The columns of the dealer table for one brand (spec 3.11): the model, the editable cells
 * (additional discount columns by the layout, collected discount columns by the brand), the sum,
 * the confirm action, then the vehicle facts and who changed the row last. The cells the dealer
 * works on come first, so they are in view beside the model without scrolling sideways. Headers
 * are contracts' (the spreadsheet's too), so the file and the screen name a column alike.
 */
export type ColumnKind = 'select' | 'status' | 'info' | 'cell' | 'sum' | 'price' | 'confirm' | 'updated';

export interface DiscountColumn {
  id: string;
  label: string;
  kind: ColumnKind;
  /** Editable cell's field. */
  field?: DiscountCellField;
  /** Text of an info column. */
  text?: (row: DiscountRowDto) => string;
  /** May be hidden from the column menu. */
  hideable: boolean;
  /** 'end' for numbers. */
  align?: 'end';
}

const info = (id: string, label: string, text: (row: DiscountRowDto) => string, align?: 'end'): DiscountColumn => ({ id, label, kind: 'info', text, hideable: true, align });
const cell = (field: DiscountCellField, label: string): DiscountColumn => ({ id: field, label, kind: 'cell', field, hideable: true });

export function discountColumns(numberAdditional: number, collectedLabels: readonly string[]): DiscountColumn[] {
  return [
    { id: 'select', label: 'Auswahl', kind: 'select', hideable: false },
    { id: 'status', label: INFO.state, kind: 'status', hideable: false },
    { ...info('car_model_name', INFO.car_model_name, (row) => row.car_model_name), hideable: false },
    cell('base_discount', DISCOUNT_FIELD_LABELS.base_discount),
    ...ADDITIONAL_DISCOUNT_FIELDS.slice(0, Math.max(1, numberAdditional)).map((field, index) => cell(field, additionalDiscountLabel(index))),
    ...COLLECTED_DISCOUNT_FIELDS.slice(0, collectedLabels.length).map((field, index) => cell(field, collectedLabels[index])),
    { id: 'discount_sum', label: INFO.discount_sum, kind: 'sum', hideable: true, align: 'end' },
    // Issue 21: the cheapest rate and Leasingfaktor the row gives its offers, drafts included.
    { id: 'price_preview', label: 'Rate ab / Leasingfaktor', kind: 'price', hideable: true, align: 'end' },
    cell('order_absolute_bonus_cents', DISCOUNT_FIELD_LABELS.order_absolute_bonus_cents),
    cell('bafa_manufacturer_included', DISCOUNT_FIELD_LABELS.bafa_manufacturer_included),
    { id: 'bafa_combined', label: 'BAFA gesamt', kind: 'sum', hideable: true, align: 'end' },
    cell('factory_delivery_cents', DISCOUNT_FIELD_LABELS.factory_delivery_cents),
    cell('dealer_delivery_cents', DISCOUNT_FIELD_LABELS.dealer_delivery_cents),
    cell('delivery_time', DISCOUNT_FIELD_LABELS.delivery_time),
    cell('stock_discount_offset', DISCOUNT_FIELD_LABELS.stock_discount_offset),
    cell('stock_absolute_bonus_cents', DISCOUNT_FIELD_LABELS.stock_absolute_bonus_cents),
    cell('available', DISCOUNT_FIELD_LABELS.available),
    { id: 'confirmed', label: DISCOUNT_FIELD_LABELS.confirmed, kind: 'confirm', field: 'confirmed', hideable: true },
    info('car_series_name', INFO.car_series_name, (row) => row.car_series_name),
    info('vehicle_order_code', INFO.vehicle_order_code, (row) => row.vehicle_order_code),
    info('trim_level', INFO.trim_level, (row) => row.trim_level),
    info('fuel_type', INFO.fuel_type, (row) => FUEL_TYPE_LABELS[row.fuel_type] ?? row.fuel_type),
    info('gear_type', INFO.gear_type, (row) => GEAR_TYPE_LABELS[row.gear_type] ?? row.gear_type),
    info('body_type', INFO.body_type, (row) => BODY_TYPE_LABELS[row.body_type] ?? row.body_type),
    info('horsepower', INFO.horsepower, (row) => String(row.horsepower), 'end'),
    info('doors', INFO.doors, (row) => String(row.doors), 'end'),
    { id: 'updated', label: 'Zuletzt geändert', kind: 'updated', hideable: true },
  ];
}

/** The editable columns (those `accept` lets through) as the choices of a 'Spalte' select: the field and the column's label. */
export function cellFieldChoices(columns: readonly DiscountColumn[], accept: (field: DiscountCellField) => boolean = () => true): Choice<DiscountCellField>[] {
  return columns.flatMap((column) => (column.kind === 'cell' && column.field && accept(column.field) ? [{ value: column.field, label: column.label }] : []));
}
