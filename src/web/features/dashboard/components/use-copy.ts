import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and reports `copied` (or `failed`) for `feedbackMs`, then `idle` again.
 * SPEC.md §9: 2 s on the first copy button of the crypto dialog, 1.5 s on the second.
 */
export function useCopy(feedbackMs: number) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      ok = false;
    }
    setState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), feedbackMs);
  };
  return { state, copy };
}
