export { dismissToast, getToasts, showToast, useToasts, TOAST_DEFAULT_MS, type Toast, type ToastInput } from './toast-store';
export { ToastViewport } from './toast-viewport';
