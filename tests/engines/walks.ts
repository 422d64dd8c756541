/**
 * The walks, described once for both engines: one per path a visitor takes, each from
 * its own address, asserted by what a person sees (roles, names, visible text), with no uncaught
 * page error (run.ts checks after each). Not the Chromium suites again: only what another engine
 * could break (layout, input, history, storage, scrolling, lazy images, the live build's calls).
 */
import type { BackEnd, Facts, Venue } from './back-end';
import { label, nth, pressed, role, text, type Target } from './target';
import type { Ui } from './ui';

export interface WalkContext {
  facts: Facts;
  backEnd: BackEnd;
  /** A phone number of its own for each vote (one vote per phone a day): the national part, with spaces. */
  phone(walk: string): string;
}

export interface Walk {
  name: string;
  run(ui: Ui, context: WalkContext): Promise<void>;
}

const SECTION = '/bestrestaurantsandbars';
const VOTE_NOW = `${SECTION}/votenow`;
export const PHONE = { width: 390, height: 844 };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containing = (value: string) => new RegExp(escape(value));

const nominees = role('region', "EXQUISITE'S BEST RESTAURANTS & BARS");
const picker = role('region', "EXQUISITE'S BEST RESTAURANTS & BARS 2025");
const options = role('button', undefined, role('list', undefined, picker));
const finder = role('search', 'Find a venue');
const cities = role('group', 'City', finder);
const searchField = role('searchbox', 'Search by name or city', finder);
// The boxes' group is named by where the code went, then 'Confirmation code' (src/features/vote/OtpInput.tsx).
const codeBox = nth(role('textbox', undefined, role('group', /Confirmation code$/)), 0);
const PRIZE_CODE = /^EXQ25-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** True while the image with this text alternative is shown and has loaded (a photo that failed is not). */
function photoShown(alt: string): boolean {
  return [...document.images].some(
    (image) => image.alt === alt && image.complete && image.naturalWidth > 0 && image.getClientRects().length > 0,
  );
}

/** True once the page has scrolled the element to the top of the view (or as far as the page goes). */
function atTopOfView(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return window.scrollY > 0 && (Math.abs(top) <= 2 || (atBottom && top > 0));
}

async function pathIs(ui: Ui, expected: string) {
  await ui.until(`the address ${expected}`, async () => (await ui.location()) === expected);
}

/** A new visitor: nothing kept from an earlier walk's vote (the storage of the site's origin cleared). */
async function newVisitor(ui: Ui) {
  await ui.open('/robots.txt');
  await ui.forgetVisitor();
}

function venueWith(facts: Facts, test: (venue: Venue) => boolean, what: string): Venue {
  const venue = facts.listed.find(test);
  if (!venue) throw new Error(`the simulator's seed has no listed venue ${what}`);
  return venue;
}

/** A new visitor on the vote screen, to CONFIRMATION CODE: one venue chosen, the voter's details, SUBMIT. */
async function reachCodeStage(ui: Ui, venue: Venue, phone: string) {
  await newVisitor(ui);
  await ui.goto(VOTE_NOW);
  await ui.click(role('button', containing(venue.name), role('list', undefined, picker)));
  await ui.see(pressed(containing(venue.name), picker));
  await ui.see(text('1 venue chosen'));
  await ui.click(role('button', 'VOTE NOW'));
  await ui.see(role('heading', 'SUBMIT VOTE'));
  await ui.type(label('Full Name'), 'Ana Wijaya');
  await ui.type(label('E-mail'), 'ana.w@example.co.id');
  await ui.type(label('Mobile Number'), phone);
  await ui.click(role('button', 'SUBMIT'));
  await ui.see(role('heading', 'CONFIRMATION CODE'));
}

async function confirm(ui: Ui, context: WalkContext, venue: Venue, phone: string) {
  await ui.type(codeBox, await context.backEnd.codeFor(phone.replace(/\D/g, '')));
  await ui.see(role('heading', 'THANK YOU'));
  await ui.see(text(PRIZE_CODE));
  await ui.textOf(role('listitem', undefined, role('region', 'THANK YOU')), venue.name);
}

export const WALKS: Walk[] = [
  {
    name: 'the section home shows six nominees, then all after VIEW ALL NOMINEES',
    async run(ui, { facts }) {
      await ui.goto(SECTION);
      await ui.count(role('listitem', undefined, nominees), 6);
      await ui.see(text(facts.listed[0]!.name, nominees));
      await ui.click(role('button', 'VIEW ALL NOMINEES', nominees));
      await ui.count(role('listitem', undefined, nominees), facts.listed.length);
      await ui.gone(role('button', 'VIEW ALL NOMINEES'));
    },
  },
  {
    name: "a nominee's page, its photo, and No. 2 without a reload, whose slider moves on",
    async run(ui, { facts }) {
      const [first, second] = facts.listed;
      if (!first || !second || second.images.length < 2) throw new Error('the seed changed: No. 2 needs two photos or more');
      await ui.goto(`${SECTION}/nominee/${first.slug}`);
      await ui.see(role('heading', first.name));
      await ui.see(text('No. 1', role('main')));
      await ui.until(`the photo of ${first.name}`, () => ui.evaluate(photoShown, `${first.name}, photo 1`));
      await ui.evaluate(() => void Object.assign(window, { __sameDocument: true }));

      await ui.click(role('link', 'Next nominee: No. 2', role('navigation', 'Other nominees')));
      await pathIs(ui, `${SECTION}/nominee/${second.slug}`);
      await ui.see(role('heading', second.name));
      await ui.see(text('No. 2', role('main')));
      const slider = role('region', `Photos of ${second.name}`);
      await ui.textOf(text(/^Photo \d+ of \d+$/, slider), `Photo 1 of ${second.images.length}`);
      await ui.until(`the first photo of ${second.name}`, () => ui.evaluate(photoShown, `${second.name}, photo 1`));
      await ui.click(role('button', 'Next image', slider));
      await ui.textOf(text(/^Photo \d+ of \d+$/, slider), `Photo 2 of ${second.images.length}`);
      await ui.until(`the second photo of ${second.name}`, () => ui.evaluate(photoShown, `${second.name}, photo 2`));
      if (!(await ui.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true))) {
        throw new Error(`${ui.engine}: following No. 2 loaded the document again`);
      }
    },
  },
  {
    name: 'a judge fragment (#3) scrolls to judge 3',
    async run(ui, { facts }) {
      const judge = facts.judges.find((candidate) => candidate.position === 3);
      if (!judge) throw new Error('the seed has no judge at position 3');
      await ui.goto(`${SECTION}/judges#3`);
      await ui.see(role('heading', 'THE JUDGES'));
      await ui.see(role('heading', judge.name));
      await ui.until('judge 3 at the top of the view', () => ui.evaluate(atTopOfView, 'judge3'));
    },
  },
  {
    name: "a winner article's Next and Prev links",
    async run(ui, { facts }) {
      const [first, second] = facts.winners2024;
      if (!first || !second) throw new Error('the seed has fewer than two 2024 winner articles');
      const article = (slug: string) => `/winner/2024/article/${slug}`;
      const more = role('navigation', 'More winners');
      await ui.goto(article(first.slug));
      await ui.see(role('heading', first.name));
      await ui.click(role('link', `Next ${second.name}`, more));
      await pathIs(ui, article(second.slug));
      await ui.see(role('heading', second.name));
      await ui.click(role('link', `Prev ${first.name}`, more));
      await pathIs(ui, article(first.slug));
      await ui.see(role('heading', first.name));
    },
  },
  {
    name: 'search and a city filter on the vote screen',
    async run(ui, { facts }) {
      const inBali = facts.listed.filter((venue) => venue.location === 'bali');
      const jakartan = venueWith(facts, (venue) => venue.location === 'jakarta', 'in Jakarta');
      await newVisitor(ui);
      await ui.goto(VOTE_NOW);
      // The cards near the screen are rendered, the rest as the visitor scrolls: the count says how many.
      await ui.see(text(`${facts.listed.length} venues`, finder));
      await ui.click(role('radio', 'Bali', cities));
      await pathIs(ui, `${VOTE_NOW}?city=bali`);
      await ui.see(text(`${inBali.length} venues in Bali`, finder));
      await ui.count(options, inBali.length);
      await ui.count(role('button', /Bali/i, role('list', undefined, picker)), inBali.length);

      // A Jakarta name, in Bali: nothing, and a way out.
      await ui.type(searchField, jakartan.name.toUpperCase());
      await ui.see(text(`No venue matches “${jakartan.name.toUpperCase()}” in Bali`, finder));
      await ui.count(options, 0);
      await ui.click(role('button', 'Clear the search and city'));
      await ui.see(text(`${facts.listed.length} venues`, finder));
      await pathIs(ui, VOTE_NOW);

      // Typed in lower case, in every city: the venue, among those whose names share its words.
      await ui.type(searchField, jakartan.name.toLowerCase());
      await ui.see(text(new RegExp(`^\\d+ venues? matching “${escape(jakartan.name.toLowerCase())}”$`), finder));
      await ui.see(role('button', containing(jakartan.name), role('list', undefined, picker)));
    },
  },
  {
    name: 'the vote, to the prize code',
    async run(ui, context) {
      const venue = context.facts.listed[0]!;
      const phone = context.phone('vote');
      await reachCodeStage(ui, venue, phone);
      await confirm(ui, context, venue, phone);
    },
  },
  {
    name: 'a reload at the code stage keeps the flow, and the code still completes the vote',
    async run(ui, context) {
      const venue = context.facts.listed[1]!;
      const phone = context.phone('reload');
      await reachCodeStage(ui, venue, phone);
      await ui.reload();
      await ui.see(role('heading', 'CONFIRMATION CODE'));
      await ui.see(role('timer'));
      await confirm(ui, context, venue, phone);
    },
  },
  {
    name: 'a "Vote for …" link opens the vote screen with that venue chosen',
    async run(ui, { facts }) {
      const venue = facts.listed[2]!;
      await newVisitor(ui);
      await ui.goto(`${VOTE_NOW}?for=${encodeURIComponent(venue.slug)}`);
      await ui.see(text(`${venue.name} is chosen: press VOTE NOW, or choose more venues below.`));
      await ui.count(pressed(undefined, picker), 1);
      await ui.see(pressed(containing(venue.name), picker));
      await ui.see(text('1 venue chosen'));
      await pathIs(ui, VOTE_NOW);
    },
  },
  {
    name: 'no sideways scroll at a phone width (390 px)',
    async run(ui, { facts }) {
      await ui.resize(PHONE.width, PHONE.height);
      const pages: [string, Target][] = [
        ['/', role('link', /Best Restaurants & Bars 2025/)],
        [SECTION, nominees],
        [`${SECTION}/nominee/${facts.listed[1]!.slug}`, role('heading', facts.listed[1]!.name)],
        [`${SECTION}/judges`, role('heading', 'THE JUDGES')],
        [`/winner/2024/article/${facts.winners2024[0]!.slug}`, role('heading', facts.winners2024[0]!.name)],
        [VOTE_NOW, picker],
      ];
      for (const [path, landmark] of pages) {
        await ui.goto(path);
        await ui.see(landmark);
        await ui.noSidewaysScroll(path);
      }
    },
  },
];
