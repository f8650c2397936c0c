import { useId, useState, type KeyboardEvent } from 'react';

interface FactorTipProps {
  /** 'Leasingfaktor' or 'Gesamtkostenfaktor'. */
  label: string;
  /** The formatted value, e.g. '0,29'. */
  value: string;
  /** The German explanation shown on hover and keyboard focus. */
  explanation: string;
}

/**
 * A factor with its explanation as an accessible tooltip: the value is a button (reachable by
 * Tab) described by the tooltip, which shows on hover and focus (CSS) and on click/tap for touch
 * screens; Escape hides it again.
 */
export function FactorTip({ label, value, explanation }: FactorTipProps) {
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setPinned(false);
      (event.currentTarget as HTMLElement).blur();
    }
  };
  return (
    <span className={pinned ? 'factor-tip factor-tip--open' : 'factor-tip'}>
      <button type="button" className="factor-tip__trigger" aria-describedby={id} aria-expanded={pinned} onClick={() => setPinned(!pinned)} onKeyDown={onKeyDown}>
        {label} <span className="factor-tip__value">{value}</span>
      </button>
      <span role="tooltip" id={id} className="factor-tip__text">
        {explanation}
      </span>
    </span>
  );
}
