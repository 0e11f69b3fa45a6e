import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

/** A message about a whole form. Errors interrupt a screen reader; other news waits politely. */
export function FormMessage({ tone, children }: { tone: Tone; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
