/**
 * The customer shop (spec 2.4, 4.1: reachable only in customer_confirmed and delivery_time_updated).
 * What it offers: accessories and services for the leased car that our team arranges with the
 * delivering dealer before the hand-over, at a fixed one-time price. An order is a request to our
 * team: it becomes the deal's DealMessagePosted (category shop_order) with the order text, our team
 * confirms it and the price is billed with the hand-over. No payment happens in the shop.
 */
export interface ShopProduct {
  id: string;
  name: string;
  description: string;
  price_cents: number;
}

export const SHOP_PRODUCTS: readonly ShopProduct[] = [
  { id: 'winter_tyres', name: 'Kompletträder für den Winter', description: 'Vier Winterkompletträder auf Stahlfelgen, montiert zur Übergabe.', price_cents: 89900 },
  { id: 'floor_mats', name: 'Fußmatten-Set', description: 'Original-Fußmatten (Velours) für vorne und hinten.', price_cents: 12900 },
  { id: 'towbar', name: 'Anhängerkupplung', description: 'Abnehmbare Anhängerkupplung inklusive Elektrosatz, eingetragen.', price_cents: 99000 },
  { id: 'wallbox', name: 'Wallbox-Installation', description: 'Wallbox 11 kW inklusive Installations-Check durch einen Partnerbetrieb.', price_cents: 119000 },
  { id: 'ceramic_coating', name: 'Lackversiegelung', description: 'Keramische Lackversiegelung vor der Übergabe.', price_cents: 34900 },
];

export function findShopProduct(id: string): ShopProduct | undefined {
  return SHOP_PRODUCTS.find((p) => p.id === id);
}
