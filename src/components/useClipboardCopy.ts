import { useCallback, useState } from 'react';

/** Where a copy stands: nothing yet, done, or refused (no Clipboard API, no permission, no focus). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the Clipboard API and says how it went, for a visible confirmation in a
 * polite live region (the prize code on THANK YOU, a page's link in the share menu).
 */
export function useClipboardCopy(): { state: CopyState; copy: (text: string) => void; reset: () => void } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback((text: string) => {
    if (!navigator.clipboard?.writeText) return setState('failed');
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { state, copy, reset };
}
