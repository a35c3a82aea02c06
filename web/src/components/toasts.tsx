import { create } from 'zustand';

type ToastKind = 'error' | 'success' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show(kind: ToastKind, text: string, ms?: number): void;
}

let nextId = 1;

/** Toasts (SPEC's checkout and card notices). Unlike the shop's earlier client, a container is mounted, so they show. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show(kind, text, ms = 4000) {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, kind, text }] }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), ms);
  },
}));

export const toast = {
  error: (text: string, ms?: number) => useToasts.getState().show('error', text, ms),
  success: (text: string, ms?: number) => useToasts.getState().show('success', text, ms),
  info: (text: string, ms?: number) => useToasts.getState().show('info', text, ms),
};

export function ToastContainer() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
