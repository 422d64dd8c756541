import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, releaseEarlyPresses } from '../../src/document/early-presses';

function builtPage() {
  document.body.innerHTML = `
    <div id="root">
      <form><button id="choose" type="submit">Choose</button></form>
      <button id="view-all" type="button"><span id="view-all-label">VIEW ALL</span></button>
      <button id="gone" type="button">Gone</button>
      <button id="off" type="button" aria-disabled="true">Off</button>
      <a id="link" href="#judges">Judges</a>
    </div>
    <button id="outside" type="button">Simulator</button>`;
  const root = document.getElementById('root')!;
  const pressed: string[] = [];
  root.addEventListener('click', (event) => pressed.push((event.target as Element).closest('[id]:not(#root)')!.id));
  document.getElementById('outside')!.addEventListener('click', () => pressed.push('outside'));
  const submitted = vi.fn((event: Event) => event.preventDefault());
  root.querySelector('form')!.addEventListener('submit', submitted);
  const press = (id: string) => document.getElementById(id)!.click();
  return { root, pressed, submitted, press };
}

describe('presses on a built page before the app answers', () => {
  afterEach(() => releaseEarlyPresses());

  it('are held from the page and its forms, then pressed again in order, once each, when released', async () => {
    const { root, pressed, submitted, press } = builtPage();
    holdEarlyPresses(root);
    press('view-all-label');
    press('choose');
    press('view-all');
    expect(pressed).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    await releaseEarlyPresses();
    expect(pressed).toEqual(['view-all', 'choose']);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leave links and what is outside the page alone, and skip a button that has left the page or is disabled', async () => {
    const { root, pressed, press } = builtPage();
    holdEarlyPresses(root);
    press('link');
    press('outside');
    press('gone');
    press('off');
    document.getElementById('gone')!.remove();
    expect(pressed).toEqual(['link', 'outside']);

    await releaseEarlyPresses();
    expect(pressed).toEqual(['link', 'outside']);
  });

  it('each meet the page as the press before left it', async () => {
    const { root, press } = builtPage();
    // As React does, the first press's state is applied after its handler has returned.
    let menuOpen = false;
    const seen: boolean[] = [];
    document.getElementById('view-all')!.addEventListener('click', () => queueMicrotask(() => (menuOpen = true)));
    document.getElementById('choose')!.addEventListener('click', () => seen.push(menuOpen));
    holdEarlyPresses(root);
    press('view-all');
    press('choose');

    await releaseEarlyPresses();
    expect(seen).toEqual([true]);
  });

  it('reach the page at once after the release', async () => {
    const { root, pressed, press } = builtPage();
    holdEarlyPresses(root);
    await releaseEarlyPresses();
    press('view-all');
    press('view-all');
    expect(pressed).toEqual(['view-all', 'view-all']);
  });
});
