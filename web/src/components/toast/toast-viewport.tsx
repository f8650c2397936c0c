import { dismissToast, useToasts } from './toast-store';
import './toast.css';

/**
 * Live region that is always in the DOM: screen readers only announce changes inside a region
 * that existed before the message arrived.
 */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <div className="toast-viewport" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} data-toast-key={toast.key}>
          <span className="toast__icon" aria-hidden="true">
            {toast.tone === 'error' ? '!' : toast.tone === 'success' ? '✓' : 'i'}
          </span>
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label="Hinweis schließen">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
