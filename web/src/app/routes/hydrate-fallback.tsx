/**
 * Shown while the first page's lazy layout and page load (the route tree cannot render before).
 * Kept tiny on purpose: it is part of the entry chunk.
 */
export function HydrateFallback() {
  return (
    <div className="top-progress" role="progressbar" aria-label="Seite wird geladen">
      <div className="top-progress__bar" />
    </div>
  );
}
