/** The 270 px column beside checkout steps; the checkout feature fills it with the deal. */
export function OrderSummaryAside() {
  return (
    <aside className="sidebar" aria-label="Ihre Bestellung">
      <p className="sidebar__title">Ihre Bestellung</p>
    </aside>
  );
}
