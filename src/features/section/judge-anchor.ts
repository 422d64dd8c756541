/** docs/requirements.md#screens: a judge's entry has the id 'judge' plus its position; links to it end in the position alone. */
export const judgeAnchor = (position: number) => `judge${position}`;

/**
 * The id a judges-page fragment scrolls to: `#3` (as the footer links, docs/requirements.md#screens) names `judge3`;
 * any other fragment, such as `#judge3` from links shared before, names its own id. Null for none.
 */
export function judgeFragmentTarget(hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  let id: string;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    id = fragment;
  }
  if (!id) return null;
  return /^\d+$/.test(id) ? judgeAnchor(Number(id)) : id;
}
