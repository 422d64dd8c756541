import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a search field settles on, for what
 * must not follow every keystroke (a screen reader's announcement, the address).
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
