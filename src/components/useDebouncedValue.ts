import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a debounce): what a search field settles on, for what
 * must not follow every keystroke (a screen reader's announcement, the address).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
