/**
 * A built page shows its buttons before the app answers them: the app starts after the first screen
 * (docs/decisions/017, 018). A press in that time (VIEW ALL, a menu, a slider's arrow, a video's
 * poster) is held, and pressed again once the page has hydrated, instead of being lost
 * (docs/decisions/019). Links are left alone: they work without the app.
 */
import { nextTask } from './after-paint';

/** While presses are held: the buttons pressed, in order, and the listener that holds them. */
let holding: { presses: HTMLButtonElement[]; listener: (event: MouseEvent) => void } | null = null;

/** Holds presses of the buttons in `root` until releaseEarlyPresses(). */
export function holdEarlyPresses(root: HTMLElement): void {
  if (holding) return;
  const presses: HTMLButtonElement[] = [];
  const listener = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // Nothing of the app may see it now (React listens on the root once hydration starts), nor may
    // the browser submit a form with it: the press is made again when the page answers.
    event.preventDefault();
    event.stopImmediatePropagation();
    // Pressed twice because nothing happened: one press was meant.
    if (!presses.includes(button)) presses.push(button);
  };
  holding = { presses, listener };
  // On the window, in the capture phase: before any listener on the page.
  window.addEventListener('click', listener, true);
}

/** A button the page would not act on now: gone from the page, or disabled (natively or for assistive technology). */
const unanswerable = (button: HTMLButtonElement) =>
  !button.isConnected || button.disabled || button.getAttribute('aria-disabled') === 'true';

/**
 * Stops holding, and presses again, in order, the buttons pressed while held that the page would
 * still act on. Each press gets a task of its own, so it meets the page as the one before left it
 * (React applies a press's state after the handler returns).
 */
export async function releaseEarlyPresses(): Promise<void> {
  if (!holding) return;
  const { presses, listener } = holding;
  holding = null;
  window.removeEventListener('click', listener, true);
  for (const button of presses) {
    if (!unanswerable(button)) button.click();
    await nextTask();
  }
}
