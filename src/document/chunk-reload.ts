/**
 * A page's code that fails to load, on a phone's flaky link or after a deploy replaced the hashed
 * chunks while the page stayed open: the page reloads once (fresh HTML names the current chunks;
 * asking again in place does not help, as Chromium keeps a module that failed). A second failure
 * soon after such a reload is shown, not looped.
 */

/** When this tab last reloaded for a failed chunk (a time, nothing personal). */
const RELOADED_AT_KEY = 'chunk-reloaded-at';
/** A failure within this long after such a reload is not reloaded again. */
const RELOAD_GUARD_MS = 30_000;

let reloadedWithoutStorage = false;

/** Reloads the page unless it already did so for a failed chunk moments ago; says whether it reloads. */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // No session storage (a private mode): reload at most once per page load, which this is.
    if (reloadedWithoutStorage) return false;
    reloadedWithoutStorage = true;
  }
  window.location.reload();
  return true;
}

/**
 * Vite's signal that a chunk's imports could not be preloaded. A preload is only a head start: the
 * import itself goes on, and if it fails, the page's error boundary (src/app.tsx) reloads once.
 */
export function ignorePreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => event.preventDefault());
}
