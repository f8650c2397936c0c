/** 'Volle Breite' (issue 21, item 4): a switch button; the page uses the whole window while it is pressed. */
export function FullWidthToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" className="button button--compact button--secondary dd-width-toggle" aria-pressed={on} onClick={() => onChange(!on)}>
      Volle Breite
    </button>
  );
}
