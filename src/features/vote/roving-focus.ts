/**
 * Roving focus over a list of controls (the vote screen's nominees): the list
 * is one stop for Tab, and these keys move within it. Arrows wrap around, as
 * in a toolbar; Home and End go to the ends. Any other key is not ours (null).
 */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function rovingIndex(key: string, index: number, count: number): number | null {
  const step = KEY_STEPS[key];
  if (!step || count === 0) return null;
  return step(Math.min(Math.max(index, 0), count - 1), count);
}
