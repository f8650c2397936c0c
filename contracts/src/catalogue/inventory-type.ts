/** Inventory types of an offer (spec 3.14). */
export const INVENTORY_TYPES = ['ordered', 'pre_ordered', 'stock'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export const INVENTORY_TYPE_LABELS: Readonly<Record<InventoryType, string>> = {
  ordered: 'Konfigurierbar',
  pre_ordered: 'Vorkonfiguriertes Paket',
  stock: 'Schnell verfügbar',
};
