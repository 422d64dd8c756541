/**
 * A built page shows its buttons before the app answers them: the app starts after the first screen
 * (docs/decisions/017, 018). A press in that time (a nominee chosen, VIEW ALL, a menu, a slider's
 * arrow) is held, and pressed again once the page has hydrated, instead of being lost
 * (docs/decisions/019). Links are left alone: they work without the app.
 */

let held: HTMLButtonElement[] | null = null;
let listening: ((event: MouseEvent) => void) | null = null;

/** Holds presses of the buttons in `root` until releaseEarlyPresses(). */
export function holdEarlyPresses(root: HTMLElement): void {
  if (listening) return;
  const presses: HTMLButtonElement[] = [];
  held = presses;
  listening = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // Nothing of the app may see it now (React listens on the root once hydration starts), nor may
    // the browser submit a form with it: the press is made again when the page answers.
    event.preventDefault();
    event.stopImmediatePropagation();
    // Pressed twice because nothing happened: one press was meant.
    if (!presses.includes(button)) presses.push(button);
  };
  // On the window, in the capture phase: before any listener on the page.
  window.addEventListener('click', listening, true);
}

/** Stops holding, and presses again, in order, the buttons pressed while held that are still on the page. */
export function releaseEarlyPresses(): void {
  if (!listening || !held) return;
  window.removeEventListener('click', listening, true);
  const presses = held;
  listening = null;
  held = null;
  for (const button of presses) if (button.isConnected && !button.disabled) button.click();
}
