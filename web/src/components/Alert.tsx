import type { ReactNode } from 'react';

export type AlertKind = 'error' | 'success' | 'info';

/** An inline message; errors are announced at once, others politely. */
export function Alert({ kind, children }: { kind: AlertKind; children: ReactNode }) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
