import { useSyncExternalStore } from 'react';

/**
 * The one toast system. A plain store rather than React context, so the API clients (outside
 * React) can show a toast too. A toast with the same key replaces the previous one, so a burst of
 * failing calls shows one message, not a stack of identical ones.
 */
export interface Toast {
  id: number;
  key: string;
  message: string;
  tone: 'error' | 'success' | 'info';
  durationMs: number;
}

export type ToastInput = Omit<Toast, 'id' | 'key' | 'tone' | 'durationMs'> & Partial<Pick<Toast, 'key' | 'tone' | 'durationMs'>>;

/** Spec 9: toasts stay 3 seconds. */
export const TOAST_DEFAULT_MS = 3_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function set(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    key: input.key ?? `toast-${nextId}`,
    message: input.message,
    tone: input.tone ?? 'info',
    durationMs: input.durationMs ?? TOAST_DEFAULT_MS,
  };
  toasts.filter((existing) => existing.key === toast.key).forEach((existing) => dismissToast(existing.id));
  set([...toasts, toast]);
  timers.set(toast.id, setTimeout(() => dismissToast(toast.id), toast.durationMs));
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) {
    set(toasts.filter((toast) => toast.id !== id));
  }
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

/** Removes every toast at once (test isolation: the store outlives a rendered tree). */
export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  if (toasts.length) set([]);
}
