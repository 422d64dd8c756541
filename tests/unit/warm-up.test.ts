import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  getWebsiteData: vi.fn(),
  getNominees: vi.fn(),
  getPartners: vi.fn(),
  getSponsors: vi.fn(),
  getPublications: vi.fn(),
  getJudges: vi.fn(),
  getDocument: vi.fn(),
}));
vi.mock('../../src/data/calls', () => ({ api: calls }));

const nominee = (slug: string, images: string[]) => ({ slug, images });
/** The values each request of this static document was made with. */
const documentRequests = (name: string) => calls.getDocument.mock.calls.filter(([asked]) => asked === name).map(([, ...values]) => values);

describe('warm-up', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    for (const call of Object.values(calls)) call.mockReset().mockResolvedValue([]);
    calls.getWebsiteData.mockResolvedValue({ banner_home: { image_url: 'https://api.test/banner.svg' } });
    calls.getNominees.mockResolvedValue([
      nominee('kaum', ['https://api.test/kaum-1.svg', 'https://api.test/kaum-2.svg']),
      nominee('café', []),
    ]);
    calls.getDocument.mockImplementation(async (name: string) =>
      name === 'awardsWinnerArticles' ? [nominee('first', ['https://api.test/first.svg'])] : [],
    );
  });

  const load = () => import('../../src/boot/warm-up');

  it('names the section banner for the section home', async () => {
    const { firstScreenImage } = await load();
    await expect(firstScreenImage('/bestrestaurantsandbars')).resolves.toBe('https://api.test/banner.svg');
    await expect(firstScreenImage('/bestrestaurantsandbars/')).resolves.toBe('https://api.test/banner.svg');
  });

  it("names a nominee's first photo in both variants, decoding the slug, and none for an unknown slug or a nominee without photos", async () => {
    const { firstScreenImage } = await load();
    await expect(firstScreenImage('/bestrestaurantsandbars/nominee/kaum')).resolves.toBe('https://api.test/kaum-1.svg');
    await expect(firstScreenImage('/bestrestaurantsandbars/nominee/winner/kaum')).resolves.toBe('https://api.test/kaum-1.svg');
    await expect(firstScreenImage('/bestrestaurantsandbars/nominee/caf%C3%A9')).resolves.toBeNull();
    await expect(firstScreenImage('/bestrestaurantsandbars/nominee/nobody')).resolves.toBeNull();
    await expect(firstScreenImage('/bestrestaurantsandbars/nominee/%E0%A4%A')).resolves.toBeNull();
  });

  it("starts the route's own data with the startup requests, and hands each to the page once", async () => {
    const { warmUp } = await load();
    const { loadData } = await import('../../src/data/loaders');
    warmUp('/winner/2024');
    await vi.waitFor(() => expect(documentRequests('videos')).toEqual([[]]));
    expect(documentRequests('sponsorsByYear')).toEqual([['2024']]);
    await loadData(['videos']);
    await loadData(['sponsorsByYear', '2024']);
    expect(documentRequests('videos')).toEqual([[]]);
    expect(documentRequests('sponsorsByYear')).toEqual([['2024']]);
  });

  it('names nothing for pages whose first screen is text, nor for an awards year that is not one', async () => {
    const { firstScreenImage } = await load();
    expect(firstScreenImage('/')).toBeNull();
    expect(firstScreenImage('/about')).toBeNull();
    expect(firstScreenImage('/winner/latest')).toBeNull();
    expect(documentRequests('awardsWinnerArticles')).toEqual([]);
  });

  it('asks for the startup data once, whoever asks first', async () => {
    const { warmUp } = await load();
    const { loadData } = await import('../../src/data/loaders');
    warmUp('/bestrestaurantsandbars');
    await loadData(['websiteData']);
    await loadData(['nomineeCards']);
    await loadData(['judges']);
    expect(calls.getWebsiteData).toHaveBeenCalledTimes(1);
    expect(calls.getNominees).toHaveBeenCalledTimes(1);
    expect(calls.getJudges).toHaveBeenCalledTimes(1);
  });

  it('starts the 2024 winners early and hands that request to the page once, even answered; a later visit asks again', async () => {
    const { firstScreenImage } = await load();
    const { loadData } = await import('../../src/data/loaders');
    await expect(firstScreenImage('/winner/2024')).resolves.toBe('https://api.test/first.svg');
    await loadData(['awardsWinnerArticles', '2024']);
    expect(documentRequests('awardsWinnerArticles')).toEqual([['2024']]);
    await loadData(['awardsWinnerArticles', '2024']);
    expect(documentRequests('awardsWinnerArticles')).toEqual([['2024'], ['2024']]);
  });

  it('preloads the named image with a high priority, and nothing when a request fails', async () => {
    const { warmUp } = await load();
    warmUp('/bestrestaurantsandbars/nominee/kaum');
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
    expect(link.href).toBe('https://api.test/kaum-1.svg');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    link.remove();

    vi.resetModules();
    calls.getDocument.mockRejectedValue(new Error('offline'));
    (await load()).warmUp('/winner/2024');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  describe("the first screen's image in the pre-rendered slot", () => {
    const settled = (promise: Promise<void>) =>
      Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);
    let slot: HTMLElement;
    // jsdom decodes nothing: each test says how decoding goes.
    const decode = vi.fn<() => Promise<void>>();

    beforeEach(() => {
      Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
      decode.mockReset();
      document.body.innerHTML =
        '<div class="top-banner--placeholder"><span class="top-banner__image" data-first-screen-image=""></span></div>';
      slot = document.querySelector<HTMLElement>('[data-first-screen-image]')!;
    });

    afterAll(() => {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
      document.body.innerHTML = '';
    });

    it('is painted once decoded, and the warm-up settles after that paint', async () => {
      let decoded!: () => void;
      decode.mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
      const { warmUp } = await load();
      const shown = warmUp('/bestrestaurantsandbars');
      await vi.waitFor(() => expect(decoded).toBeTypeOf('function'));
      expect(slot.style.backgroundImage).toBe('');
      expect(await settled(shown)).toBe(false);
      decoded();
      await shown;
      expect(slot.style.backgroundImage).toBe('url("https://api.test/banner.svg")');
    });

    it('takes a hostile address as one quoted URL, setting nothing else', async () => {
      decode.mockResolvedValue(undefined);
      calls.getWebsiteData.mockResolvedValue({ banner_home: { image_url: 'https://api.test/a"); color: red; x: url("b' } });
      const { warmUp } = await load();
      await warmUp('/bestrestaurantsandbars');
      expect(slot.style.backgroundImage).toBe(String.raw`url("https://api.test/a\"); color: red; x: url(\"b")`);
      expect(slot.style.color).toBe('');
    });

    it('is left empty when the image cannot load or the data fails, and the warm-up still settles', async () => {
      decode.mockRejectedValue(new Error('EncodingError'));
      let { warmUp } = await load();
      await warmUp('/bestrestaurantsandbars/nominee/kaum');
      expect(slot.style.backgroundImage).toBe('');

      vi.resetModules();
      calls.getWebsiteData.mockRejectedValue(new Error('offline'));
      ({ warmUp } = await load());
      await warmUp('/bestrestaurantsandbars');
      expect(slot.style.backgroundImage).toBe('');
    });

    it('is not waited for when the page has none: the first screen is painted already', async () => {
      document.body.innerHTML = '';
      calls.getNominees.mockReturnValue(new Promise(() => undefined));
      const { warmUp } = await load();
      expect(await settled(warmUp('/bestrestaurantsandbars/votenow'))).toBe(true);
    });
  });
});
