/** Loading and failure notes of the customer area's pages. */
export function Loading({ label = 'Wird geladen …' }: { label?: string }) {
  return (
    <p className="ca-muted" role="status">
      {label}
    </p>
  );
}

export function LoadFailed() {
  return (
    <p className="ca-muted" role="alert">
      Die Daten konnten gerade nicht geladen werden. Bitte versuchen Sie es später erneut.
    </p>
  );
}
