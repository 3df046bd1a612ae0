import { type ReactNode, useSyncExternalStore } from 'react';
import { i18n } from '@/i18n/i18n';
import type { ToastVariant } from './toast';

/** Spec 1 §9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const toastLimit = 1;
export const toastRemoveDelay = 1_000_000;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, toastRemoveDelay);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it stays mounted for its exit animation until removed. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast, replacing the current one. Returns its id and a way to close it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen plus `toast()` and `dismiss()`. */
export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Spec 1 §8: a failed mutation shows a destructive toast titled 'Error' with the server message. */
export function toastError(
  error: unknown,
  title: ReactNode = i18n.t('common:toast.error'),
  fallback = i18n.t('common:toast.fallback'),
) {
  const description = error instanceof Error && error.message ? error.message : fallback;
  return toast({ title, description, variant: 'destructive' });
}
