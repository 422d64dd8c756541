/** The spec's interface delays (docs/requirements.md#constants), one place for the views, the machines and the tests. */

/** After a new screen (a page, a stage of the vote) shows, the page scrolls to its top. */
export const SCROLL_TO_TOP_DELAY_MS = 100;
/** A judge's fragment scrolls to the judge after this. */
export const JUDGE_SCROLL_DELAY_MS = 200;
/** "View all" scrolls to its target after this. */
export const VIEW_ALL_SCROLL_DELAY_MS = 100;
/** Loaded data is applied after this on the nominee page (a changed slug) and the winner article page. */
export const DATA_APPLY_DELAY_MS = 50;
