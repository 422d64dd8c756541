/**
 * The simulator's seed data: everything the back end and the static JSON files would hold,
 * generated from word lists with a private, seeded faker so two calls give identical data.
 *
 * Only the rules of docs/requirements.md#data shape it; nothing here is fetched from another host.
 * Image URLs point at the simulator's own images (/sim/img/...): photos (.jpg, mocks/photos.ts) for
 * venues, judges, the banner and the vote page's sections; drawings (.svg) for logos and brands.
 */
import { SimpleFaker } from '@faker-js/faker';
import type {
  AboutContent,
  AwardsWinnersByCity,
  Brand,
  ContactDetail,
  Counters,
  Judge,
  MenuItem,
  Nominee,
  VideoItem,
  WebsiteData,
  WinnerLink,
} from '../../src/domain/types';
import { LOCATION_ORDER } from '../../src/domain/protocol';
import type { DocumentName, DocumentOf, DocumentValues } from '../../src/domain/documents';
import { paths } from '../../src/routes';
import { simulatorImagePath } from './images';

/**
 * 'default': the programme as it is (40 nominees); 'large': 1,000 nominees showing the default's
 * photos, for the site's responsiveness; 'ten-times': ten times the programme (400 nominees, each
 * with photos of its own), for the build's cost (tools/build-scale.mjs).
 */
export type SeedSize = 'default' | 'large' | 'ten-times';

/** Cities the site's ordering drops. */
export const OTHER_CITIES = ['lombok', 'medan'] as const;

export const AWARDS_YEARS = ['2018', '2019', '2021', '2022', '2023'] as const;

/** Each static document: its one value, or one per year when its address takes a year. */
export type SeededDocuments = {
  [Name in DocumentName]: DocumentValues<Name> extends [] ? DocumentOf<Name> : Record<string, DocumentOf<Name>>;
};

export interface SeedData {
  size: SeedSize;
  nominees: Nominee[];
  judges: Judge[];
  sponsors: Brand[];
  partners: Brand[];
  publications: Brand[];
  /** schedule_time is null here: the simulator state fixes it when it is created. */
  website: WebsiteData;
  /** Counters before any vote cast in the simulator. */
  counters: Counters;
  /** The static JSON documents, by name (src/domain/documents.ts), served as they are. */
  documents: SeededDocuments;
  /** get_winner?year=... for past years (2025 comes from the current nominees). */
  sectionWinners: Record<string, Nominee[]>;
  /** Image path (/sim/img/...) -> human label drawn on its drawing or photo. */
  imageLabels: Record<string, string>;
}

const SEED = 2025;

// ---------------------------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------------------------

/** Hand-picked names first, so the default set reads like the real programme. */
const CURATED_NAMES = [
  'Kaum',
  'Amuz Gourmet',
  'Lir Restaurant',
  'The Cocktail Club',
  'Namaaz Dining',
  'Saka Museum Bar',
  'Bara Grill',
  'Senja Rooftop',
  'Salt & Smoke',
  'The Copper Room',
  'Teras Kitchen',
  'Api Izakaya',
];

const CORES = [
  'Kaum',
  'Lir',
  'Amuz',
  'Namaaz',
  'Akira',
  'Saka',
  'Bara',
  'Rasa',
  'Nusa',
  'Merah',
  'Api',
  'Tanah',
  'Langit',
  'Senja',
  'Kayu',
  'Batu',
  'Laut',
  'Garam',
  'Teras',
  'Dapur',
  'Rumah',
  'Pasar',
  'Kembang',
  'Melati',
  'Cempaka',
  'Ombak',
  'Awan',
  'Bintang',
  'Bulan',
  'Cahaya',
  'Sarong',
  'Locale',
  'Pala',
  'Kenari',
  'Jati',
  'Lontar',
];

const VENUE_TYPES = [
  'Restaurant',
  'Gourmet',
  'Bar',
  'Grill',
  'Kitchen',
  'Brasserie',
  'Bistro',
  'Dining Room',
  'Lounge',
  'Cellar',
  'Social',
  'Club',
  'Eatery',
  'Supper Club',
  'Rooftop',
  'Izakaya',
  'Trattoria',
  'Cafe',
];

const NOUNS = [
  'Cocktail',
  'Copper',
  'Velvet',
  'Ember',
  'Oak',
  'Saffron',
  'Juniper',
  'Lantern',
  'Orchid',
  'Tamarind',
  'Monsoon',
  'Harbour',
  'Gallery',
  'Library',
  'Botanist',
  'Alchemist',
  'Attic',
  'Garden',
  'Larder',
  'Pantry',
  'Smokehouse',
  'Tide',
  'Ivory',
  'Indigo',
  'Cinnamon',
  'Clove',
  'Nutmeg',
  'Pepper',
  'Salt',
  'Smoke',
  'Vine',
  'Barrel',
];

const FIRST_NAMES = [
  'Ayu',
  'Dewi',
  'Rafael',
  'Made',
  'Kadek',
  'Nadia',
  'Budi',
  'Sarah',
  'Marcus',
  'Putri',
  'Adrian',
  'Laura',
  'Hendra',
  'Siti',
  'Julien',
  'Mei Ling',
  'Reza',
  'Anjani',
  'Dimas',
  'Clara',
];

const LAST_NAMES = [
  'Lestari',
  'Santoso',
  'Wibowo',
  'Tanuwijaya',
  'Suarsana',
  'Halim',
  'Kusuma',
  'Pratama',
  'Hartono',
  'Wijaya',
  'Moreau',
  'Chen',
  'Siregar',
  'Nasution',
  'Gunawan',
  'Setiawan',
  'Rahardjo',
  'Purnomo',
  'Lim',
  'Hadiwijaya',
];

const CUISINES = [
  'modern Indonesian',
  'progressive Nusantara',
  'contemporary French',
  'Japanese omakase',
  'wood-fired Mediterranean',
  'Peranakan',
  'Cantonese',
  'modern European',
  'Balinese',
  'regional Italian',
  'Korean barbecue',
  'plant-forward',
];

const DISHES = [
  'smoked duck betutu',
  'charcoal-grilled octopus with sambal matah',
  'rendang-spiced wagyu short rib',
  'kluwek-glazed lamb',
  'hand-rolled pasta with mud crab',
  'coconut panna cotta with palm sugar',
  'tempeh croquettes',
  'gulai red snapper',
  'sate lilit of line-caught tuna',
  'black rice pudding',
  'miso-cured mackerel',
  'a clear soto ayam consommé',
  'andaliman-peppered beef tartare',
  'pandan soufflé',
];

const DRINKS = [
  'a cocktail list built on arak and local spices',
  'a natural wine list that favours small growers',
  'a sake programme poured by the glass',
  'house-fermented kombucha and jamu tonics',
  'a library of single-origin Indonesian coffee',
  'a gin trolley with island botanicals',
];

const OPENINGS = [
  'has quietly become one of the most talked-about tables',
  'opened its doors to full houses',
  'turns local produce into an evening to remember',
  'is where the city comes to celebrate',
  'pairs a warm welcome with serious cooking',
];

const ROOMS = [
  'a dining room of teak, rattan and soft brass light',
  'an open kitchen framed by a long marble counter',
  'a leafy courtyard strung with lanterns',
  'a rooftop terrace that catches the sunset',
  'an intimate room of just twelve tables',
];

const NOMINEE_CATEGORIES = [
  'Best Fine Dining',
  'Best Casual Dining',
  'Best Bar',
  'Best Cocktail Bar',
  'Best Cafe',
  'Best Indonesian Restaurant',
  'Best Asian Restaurant',
  'Best European Restaurant',
  'Best New Restaurant',
  'Best Rooftop',
];

const AWARDS_CATEGORIES = [
  'Best Fine Dining Restaurant',
  'Best Bar',
  'Best Hotel Restaurant',
  'Best Chef',
  'Best Casual Dining',
  'Best Cafe',
  'Best Beach Club',
  'Best Spa',
  'Best Boutique Hotel',
  'Best Resort',
];

const READERS_CHOICE_CATEGORIES = ["Readers' Choice Restaurant", "Readers' Choice Bar", "Readers' Choice Hotel", "Readers' Choice Cafe"];

interface CityInfo {
  label: string;
  areaCode: string;
  streets: string[];
  districts: string[];
  postcode: number;
}

const CITY_INFO: Record<string, CityInfo> = {
  jakarta: {
    label: 'Jakarta',
    areaCode: '21',
    streets: ['Jl. Senopati', 'Jl. Kemang Raya', 'Jl. Gunawarman', 'Jl. M.H. Thamrin', 'Jl. Jend. Sudirman', 'Jl. Cikini Raya'],
    districts: ['Kebayoran Baru', 'Kemang', 'Menteng', 'Setiabudi', 'Senayan'],
    postcode: 12190,
  },
  tangerang: {
    label: 'Tangerang',
    areaCode: '21',
    streets: ['Jl. Boulevard Gading Serpong', 'Jl. Pahlawan Seribu', 'Jl. Jalur Sutera'],
    districts: ['BSD City', 'Gading Serpong', 'Alam Sutera'],
    postcode: 15345,
  },
  bandung: {
    label: 'Bandung',
    areaCode: '22',
    streets: ['Jl. Braga', 'Jl. Ir. H. Juanda', 'Jl. L.L.R.E. Martadinata', 'Jl. Setiabudi'],
    districts: ['Sumur Bandung', 'Coblong', 'Cidadap'],
    postcode: 40111,
  },
  semarang: {
    label: 'Semarang',
    areaCode: '24',
    streets: ['Jl. Pemuda', 'Jl. Pandanaran', 'Jl. Gajahmada'],
    districts: ['Semarang Tengah', 'Candisari'],
    postcode: 50132,
  },
  surabaya: {
    label: 'Surabaya',
    areaCode: '31',
    streets: ['Jl. Raya Darmo', 'Jl. Tunjungan', 'Jl. Mayjen Sungkono', 'Jl. Embong Malang'],
    districts: ['Tegalsari', 'Dukuh Pakis', 'Genteng'],
    postcode: 60264,
  },
  bali: {
    label: 'Bali',
    areaCode: '361',
    streets: ['Jl. Petitenget', 'Jl. Batu Belig', 'Jl. Raya Ubud', 'Jl. Pantai Berawa', 'Jl. Kayu Aya'],
    districts: ['Seminyak', 'Canggu', 'Ubud', 'Kerobokan'],
    postcode: 80361,
  },
  lombok: {
    label: 'Lombok',
    areaCode: '370',
    streets: ['Jl. Raya Senggigi', 'Jl. Pariwisata Kuta'],
    districts: ['Senggigi', 'Kuta Mandalika'],
    postcode: 83355,
  },
  medan: {
    label: 'Medan',
    areaCode: '61',
    streets: ['Jl. Gatot Subroto', 'Jl. Zainul Arifin'],
    districts: ['Medan Petisah', 'Medan Baru'],
    postcode: 20112,
  },
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type Rng = SimpleFaker;

function pick<T>(rng: Rng, list: readonly T[]): T {
  return rng.helpers.arrayElement(list);
}

/** Kebab-case slug of a name: 'Salt & Smoke' -> 'salt-and-smoke'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function cityLabel(city: string): string {
  return CITY_INFO[city]?.label ?? city.charAt(0).toUpperCase() + city.slice(1);
}

function cityInfo(city: string): CityInfo {
  const info = CITY_INFO[city];
  if (!info) throw new Error(`No city info for ${city}`);
  return info;
}

function personName(rng: Rng): string {
  return `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`;
}

function objectId(rng: Rng): string {
  return rng.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' });
}

/** Unique venue names: the curated ones first, then generated from word-list patterns. */
function venueNameGenerator(rng: Rng, curated: readonly string[]): () => string {
  const used = new Set<string>();
  let curatedIndex = 0;
  const candidate = (): string => {
    const pattern = rng.number.int({ min: 0, max: 5 });
    switch (pattern) {
      case 0:
        return pick(rng, CORES);
      case 1:
      case 2:
        return `${pick(rng, CORES)} ${pick(rng, VENUE_TYPES)}`;
      case 3:
        return `The ${pick(rng, NOUNS)} ${pick(rng, VENUE_TYPES)}`;
      case 4: {
        const a = pick(rng, NOUNS);
        let b = pick(rng, NOUNS);
        while (b === a) b = pick(rng, NOUNS);
        return `${a} & ${b}`;
      }
      default:
        return `${pick(rng, CORES)} by ${pick(rng, LAST_NAMES)}`;
    }
  };
  return () => {
    while (curatedIndex < curated.length) {
      const name = curated[curatedIndex++];
      if (name !== undefined && !used.has(slugify(name))) {
        used.add(slugify(name));
        return name;
      }
    }
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = candidate();
      if (!used.has(slugify(name))) {
        used.add(slugify(name));
        return name;
      }
    }
    // Word lists exhausted for this pattern mix: number the name (never reached by the seeds).
    let n = 2;
    const base = candidate();
    while (used.has(slugify(`${base} ${n}`))) n++;
    used.add(slugify(`${base} ${n}`));
    return `${base} ${n}`;
  };
}

function phoneNumber(rng: Rng, city: string): string {
  const code = cityInfo(city).areaCode;
  const digits = (n: number) => rng.string.numeric({ length: n, allowLeadingZeros: false });
  if (code.length === 3) {
    return rng.datatype.boolean() ? `+62 ${code} ${digits(3)} ${digits(3)}` : `(0${code}) ${digits(3)}-${digits(3)}`;
  }
  return rng.datatype.boolean() ? `+62 ${code} ${digits(4)} ${digits(4)}` : `(0${code}) ${digits(4)}-${digits(4)}`;
}

function addressHtml(rng: Rng, city: string): string {
  const info = cityInfo(city);
  return `<p>${pick(rng, info.streets)} No. ${rng.number.int({ min: 1, max: 120 })}<br>${pick(rng, info.districts)}<br>${info.label} ${info.postcode + rng.number.int({ min: 0, max: 9 })}</p>`;
}

type DetailMode = 'full' | 'empty' | 'random';

function contactDetail(rng: Rng, slug: string, city: string, mode: DetailMode): ContactDetail {
  const absent = () => (mode === 'full' ? false : mode === 'empty' ? true : rng.datatype.boolean({ probability: 1 / 3 }));
  const handle = rng.datatype.boolean() ? slug.replace(/-/g, '') : `${slug.replace(/-/g, '.')}.${city}`;
  const website = absent() ? '-' : `https://www.${slug}.example`;
  return {
    address: absent() ? '-' : addressHtml(rng, city),
    phone: absent() ? '-' : phoneNumber(rng, city),
    email: absent() ? '-' : `${pick(rng, ['reservations', 'hello', 'info', 'book'])}@${slug}.example`,
    website,
    domain: website === '-' ? '-' : website.replace(/^https:\/\//, ''),
    instagram: absent() ? '-' : rng.datatype.boolean() ? `@${handle}` : handle,
  };
}

function venueContent(rng: Rng, name: string, city: string): string {
  const [dish1, dish2] = rng.helpers.arrayElements(DISHES, 2);
  return [
    `<p><strong>${name}</strong> ${pick(rng, OPENINGS)} in ${cityLabel(city)}, serving ${pick(rng, CUISINES)} cooking in ${pick(rng, ROOMS)}.</p>`,
    `<p>Chef <em>${personName(rng)}</em> builds the menu around ${dish1 ?? 'the market'} and ${dish2 ?? 'the season'}, with produce from growers across the archipelago.</p>`,
    `<p>Come for ${pick(rng, DRINKS)}; stay for <em>the last course</em>, which regulars swear is worth the trip on its own.</p>`,
  ].join('');
}

/** Image counts 1..6 cycling so that many nominees have fewer than 4 and some exactly 1. */
const IMAGE_COUNT_CYCLE = [5, 1, 4, 6, 2, 4, 3, 5, 6, 4];

interface VenueOptions {
  name: string;
  city: string;
  index: number;
  idPrefix?: string;
  detailMode: DetailMode;
  categories: readonly string[];
}

function venue(rng: Rng, options: VenueOptions): Nominee {
  const { name, city, index } = options;
  const slug = slugify(name);
  const imageCount = IMAGE_COUNT_CYCLE[index % IMAGE_COUNT_CYCLE.length] ?? 4;
  const imageId = options.idPrefix ? `${options.idPrefix}-${slug}` : slug;
  return {
    _id: objectId(rng),
    slug,
    name,
    location: city,
    content: venueContent(rng, name, city),
    images: Array.from({ length: imageCount }, (_, i) => simulatorImagePath('nominee', `${imageId}-${i + 1}`)),
    logo_url: index % 2 === 0 ? simulatorImagePath('logo', imageId) : '',
    detail: contactDetail(rng, slug, city, options.detailMode),
    rank: 0,
    votes: 0,
    category_name: pick(rng, options.categories),
    group: 1,
  };
}

/**
 * Ranks 1..N from a jury score (independent of votes, so rank order and vote order differ),
 * with two ties in competition style (1, 2, 3, 4, 4, 6, ...). In each tie the entry stored
 * first has fewer votes, so the tie-break "votes descending" changes the order.
 */
function assignRanksAndVotes(rng: Rng, list: Nominee[], tiePositions: number[]): void {
  const n = list.length;
  const order = rng.helpers.shuffle(list.map((_, i) => i));
  order.forEach((listIndex, rankIndex) => {
    const nominee = list[listIndex];
    if (!nominee) return;
    nominee.rank = rankIndex + 1;
    const strength = 1 - rankIndex / Math.max(1, n);
    const votes = Math.round(5000 * strength * (0.45 + 0.55 * rng.number.float({ min: 0, max: 1 })));
    nominee.votes = Math.max(0, Math.min(5000, votes));
  });
  // The weakest entry gets no votes at all.
  const last = list[order[n - 1] ?? -1];
  if (last) last.votes = 0;
  for (const position of tiePositions) {
    // position is the rank (1-based) that the following entry shares.
    const firstIndex = order[position - 1];
    const secondIndex = order[position];
    if (firstIndex === undefined || secondIndex === undefined) continue;
    const first = list[firstIndex];
    const second = list[secondIndex];
    if (!first || !second) continue;
    second.rank = first.rank;
    const [low, high] = [Math.min(first.votes, second.votes), Math.max(first.votes, second.votes)];
    const storedFirst = firstIndex < secondIndex ? first : second;
    const storedSecond = storedFirst === first ? second : first;
    storedFirst.votes = low;
    storedSecond.votes = high === low ? high + 17 : high;
  }
}

// ---------------------------------------------------------------------------------------------
// Nominees
// ---------------------------------------------------------------------------------------------

function nomineeCities(size: SeedSize): string[] {
  const cities: string[] = [];
  if (size !== 'large') {
    for (let copy = 0; copy < (size === 'ten-times' ? 10 : 1); copy++) {
      for (const city of LOCATION_ORDER) for (let i = 0; i < 6; i++) cities.push(city);
      cities.push('lombok', 'medan', 'lombok', 'medan');
    }
    return cities;
  }
  for (let i = 0; i < 990; i++) cities.push(LOCATION_ORDER[i % LOCATION_ORDER.length] ?? 'jakarta');
  for (let i = 0; i < 10; i++) cities.push(OTHER_CITIES[i % OTHER_CITIES.length] ?? 'lombok');
  return cities;
}

function createNominees(rng: Rng, size: SeedSize): Nominee[] {
  const nextName = venueNameGenerator(rng, CURATED_NAMES);
  const cities = nomineeCities(size);
  const list = cities.map((city, index) =>
    venue(rng, {
      name: nextName(),
      city,
      index,
      // The first nominee shows every contact field, the second none, the rest vary.
      detailMode: index === 0 ? 'full' : index === 1 ? 'empty' : 'random',
      categories: NOMINEE_CATEGORIES,
    }),
  );
  assignRanksAndVotes(rng, list, size === 'large' ? [4, 11, 250, 600] : [4, 11]);
  return list;
}

// ---------------------------------------------------------------------------------------------
// Judges and brands
// ---------------------------------------------------------------------------------------------

const JUDGE_ROLES = [
  'food writer and former editor of <em>Exquisite Taste</em>',
  'executive chef and restaurateur',
  'head sommelier of a Jakarta hotel group',
  'hospitality consultant',
  'pastry chef and cookbook author',
  'culinary historian',
  'bar director and cocktail educator',
  'food photographer',
  'restaurant critic',
  'hotelier',
];

function createJudges(rng: Rng, count: number): Judge[] {
  const used = new Set<string>();
  const judges: Judge[] = [];
  for (let position = 1; position <= count; position++) {
    let name = personName(rng);
    while (used.has(name)) name = personName(rng);
    used.add(name);
    const role = pick(rng, JUDGE_ROLES);
    const years = rng.number.int({ min: 8, max: 30 });
    judges.push({
      name,
      image: simulatorImagePath('judge', String(position)),
      position,
      detail: [
        `<p><strong>${name}</strong> is a ${role} with ${years} years in kitchens and dining rooms across Asia and Europe.</p>`,
        `<p>${name.split(' ')[0] ?? name} has judged for the programme since ${rng.number.int({ min: 2016, max: 2023 })} and looks for <em>honest cooking, generous hospitality and a sense of place</em>.</p>`,
      ].join(''),
    });
  }
  return rng.helpers.shuffle(judges);
}

const BRAND_NAMES: Record<string, string[]> = {
  sponsor: [
    'Bank Nusantara Prima',
    'Aqua Vita',
    'Archipelago Air',
    'Maison Laurent Champagne',
    'Dewata Resorts',
    'Sinar Motors',
    'Kopi Tanah Tinggi',
    'Pelangi Telecom',
    'Arak Dewi Sri',
    'Samudra Water',
  ],
  partner: ['Jakarta Culinary Guild', 'Bali Tourism Board', 'Indonesian Chefs Circle', 'Hotel & Restaurant Forum', 'Nusa Travel'],
  publication: [
    'Exquisite Magazine',
    'Exquisite Taste',
    'Dine & Wine Asia',
    'The Jakarta Gourmet',
    'Island Life Bali',
    'Savour Indonesia',
    'Table Talk Weekly',
  ],
};

const BRAND_PREFIXES = [
  'Nusantara',
  'Dewata',
  'Samudra',
  'Pelangi',
  'Garuda',
  'Mahameru',
  'Cendana',
  'Rinjani',
  'Bromo',
  'Kartika',
  'Arunika',
  'Swarna',
];
const BRAND_SUFFIXES = ['Bank', 'Motors', 'Water', 'Coffee', 'Spirits', 'Resorts', 'Air', 'Living', 'Foods', 'Wines'];

function createBrands(rng: Rng, kind: 'sponsor' | 'partner' | 'publication', count: number): Brand[] {
  const names = [...(BRAND_NAMES[kind] ?? [])];
  const used = new Set(names);
  while (names.length < count) {
    const name = `${pick(rng, BRAND_PREFIXES)} ${pick(rng, BRAND_SUFFIXES)}`;
    if (!used.has(name)) {
      used.add(name);
      names.push(name);
    }
  }
  const brands = names.slice(0, count).map((name, i) => ({
    name,
    image: simulatorImagePath('brand', `${kind}-${i + 1}`),
    // About a third have no link.
    url: i % 3 === 2 ? '' : `https://www.${slugify(name)}.example`,
    position: i + 1,
  }));
  return rng.helpers.shuffle(brands);
}

// ---------------------------------------------------------------------------------------------
// Website data
// ---------------------------------------------------------------------------------------------

function createWebsiteData(): WebsiteData {
  // Stored out of position order on purpose: the site sorts by position.
  const menu: MenuItem[] = [
    { title: 'HOME', url: paths.section(), position: 2 },
    { title: 'JUDGES', url: paths.judges(), position: 3 },
    { title: 'WINNERS', url: paths.sectionWinners(), position: 1 },
    { title: 'VOTE', url: paths.voteLanding(), position: 5 },
    { title: 'HOW TO VOTE', url: paths.howTo(), position: 4 },
  ];
  return {
    menu,
    social_media: [
      { name: 'Instagram', url: 'https://www.instagram.com/exquisite.awards' },
      { name: 'Facebook', url: 'https://www.facebook.com/exquisite.awards' },
      { name: 'YouTube', url: 'https://www.youtube.com/@exquisiteawards' },
      { name: 'TikTok', url: 'https://www.tiktok.com/@exquisite.awards' },
    ],
    address: [
      '<p><strong>JAKARTA</strong><br>Menara Exquisite, 18th Floor<br>Jl. Jend. Sudirman Kav. 52-53<br>Jakarta 12190<br>T. +62 21 5790 1234</p>',
      '<p><strong>BALI</strong><br>Jl. Petitenget No. 88<br>Seminyak, Bali 80361<br>T. +62 361 473 8800</p>',
      '<p><strong>SINGAPORE</strong><br>12 Marina View, #21-01<br>Asia Square Tower 2<br>Singapore 018961<br>T. +65 6911 2340</p>',
    ],
    banner_home: {
      image_url: simulatorImagePath('banner', 'home'),
      title: "Exquisite's Best Restaurants & Bars 2025",
      content:
        '<p>Six cities, dozens of venues, one public vote. Meet the <strong>nominees</strong> chosen by our judges and tell us where you love to eat and drink.</p><p><em>Voting has closed: the results are in.</em></p>',
    },
    how_to_vote: [
      '<h2>How to vote</h2>',
      '<ol>',
      '<li>Open the <strong>VOTE</strong> page and choose one or more nominees.</li>',
      '<li>Press the button to continue and fill in your <strong>full name</strong>, <strong>e-mail</strong> and <strong>mobile number</strong>.</li>',
      '<li>We send a six-digit confirmation code to your WhatsApp. It is valid for three minutes.</li>',
      '<li>Enter the code. If it does not arrive, ask for a new one or have it sent by e-mail.</li>',
      '<li>Keep the unique code shown on the thank-you screen: it enters you into the prize draw.</li>',
      '</ol>',
      '<p>One vote per phone number per day.</p>',
    ].join(''),
    votes_page: {
      header_content: {
        title: "VOTE FOR EXQUISITE'S BEST RESTAURANTS & BARS 2025",
        content:
          "<p>Our judges picked the nominees. Now the city decides: <strong>your vote</strong> names the Readers' Choice winners.</p>",
      },
      body_content: [
        {
          image: simulatorImagePath('section', '1'),
          title: 'Chosen by the judges',
          content: '<p>Every nominee was visited anonymously by at least two judges over the past year.</p>',
        },
        {
          image: simulatorImagePath('section', '2'),
          title: 'Decided by you',
          content: "<p>Public votes decide the <em>Readers' Choice</em> in every city. Each phone number can vote once a day.</p>",
        },
        {
          image: simulatorImagePath('section', '3'),
          title: 'A prize for every voter',
          content: '<p>Each confirmed vote receives a unique code and a chance to win a dinner for two at a winning venue.</p>',
        },
      ],
      instruction_vote: {
        title: 'HOW TO VOTE',
        content:
          '<ul><li>Select your favourite venues.</li><li>Submit your name, e-mail and mobile number.</li><li>Enter the six-digit code we send by WhatsApp.</li><li>Keep your unique code for the prize draw.</li></ul>',
      },
    },
    schedule_time: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Awards programme (static JSON)
// ---------------------------------------------------------------------------------------------

function winnerLinks(year: string, city: string, nextName: () => string, count: number): WinnerLink[] {
  return Array.from({ length: count }, () => {
    const title = nextName();
    return { title, url: `https://www.example.com/awards/${year}/${city}/${slugify(title)}` };
  });
}

function categoryMap(
  rng: Rng,
  year: string,
  city: string,
  nextName: () => string,
  categories: readonly string[],
  min: number,
  max: number,
): Record<string, WinnerLink[]> {
  const chosen = rng.helpers.arrayElements(categories, rng.number.int({ min, max }));
  const map: Record<string, WinnerLink[]> = {};
  for (const category of chosen) map[category] = winnerLinks(year, city, nextName, rng.number.int({ min: 1, max: 3 }));
  return map;
}

function createAwardsWinners(rng: Rng): Record<string, AwardsWinnersByCity> {
  const result: Record<string, AwardsWinnersByCity> = {};
  const citiesByYear: Record<string, string[]> = {
    '2018': ['jakarta', 'bali', 'surabaya', 'bandung'],
    '2019': ['jakarta', 'bali', 'surabaya', 'bandung', 'lombok'],
    '2021': ['jakarta', 'bali', 'surabaya'],
    '2022': ['jakarta', 'bali', 'surabaya', 'bandung', 'yogyakarta'],
    '2023': ['bali', 'jakarta', 'bandung', 'surabaya', 'medan'],
  };
  for (const year of AWARDS_YEARS) {
    const nextName = venueNameGenerator(rng, []);
    const byCity: AwardsWinnersByCity = {};
    for (const city of citiesByYear[year] ?? []) {
      if (year === '2018' && city === 'bandung') {
        byCity[city] = { '1': {} }; // a city with an empty category map
        continue;
      }
      if (year === '2019' && city === 'lombok') {
        byCity[city] = { '2': categoryMap(rng, year, city, nextName, READERS_CHOICE_CATEGORIES, 2, 3) }; // readers' choice only
        continue;
      }
      const groups: AwardsWinnersByCity[string] = { '1': categoryMap(rng, year, city, nextName, AWARDS_CATEGORIES, 3, 5) };
      // Most cities have a readers' choice group.
      if (city !== 'surabaya' || year === '2023') {
        groups['2'] = categoryMap(rng, year, city, nextName, READERS_CHOICE_CATEGORIES, 1, 3);
      }
      byCity[city] = groups;
    }
    result[year] = byCity;
  }
  return result;
}

function createWinnersNew2024(rng: Rng): Nominee[] {
  const nextName = venueNameGenerator(rng, []);
  const cities = ['jakarta', 'bali', 'jakarta', 'bali', 'surabaya', 'bandung', 'jakarta', 'bali', 'semarang', 'tangerang'];
  const list = Array.from({ length: 20 }, (_, index) =>
    venue(rng, {
      name: nextName(),
      city: cities[index % cities.length] ?? 'jakarta',
      index: index + 3,
      idPrefix: '2024',
      detailMode: index === 0 ? 'full' : 'random',
      categories: AWARDS_CATEGORIES,
    }),
  );
  assignRanksAndVotes(rng, list, [6]);
  return list;
}

/** 2024 section winners: mostly venues nominated again in 2025 (same slug), plus a few that were not. */
function createSectionWinners2024(rng: Rng, nominees: Nominee[]): Nominee[] {
  const shown = nominees.filter((n) => (LOCATION_ORDER as readonly string[]).includes(n.location));
  const again = rng.helpers.arrayElements(shown, Math.min(24, shown.length)).map((n) => ({
    ...n,
    _id: objectId(rng),
    detail: { ...n.detail },
    images: [...n.images],
  }));
  const nextName = venueNameGenerator(rng, []);
  const taken = new Set(nominees.map((n) => n.slug));
  const extra: Nominee[] = [];
  let index = 0;
  while (again.length + extra.length < 30) {
    const name = nextName();
    if (taken.has(slugify(name))) continue;
    extra.push(
      venue(rng, {
        name,
        city: LOCATION_ORDER[index % LOCATION_ORDER.length] ?? 'jakarta',
        index: index++,
        detailMode: 'random',
        categories: NOMINEE_CATEGORIES,
      }),
    );
  }
  const list = rng.helpers.shuffle([...again, ...extra]);
  assignRanksAndVotes(rng, list, [7]);
  return list;
}

function createVideos(rng: Rng): VideoItem[] {
  const titles = [
    "Exquisite's Awards 2024: the night in three minutes",
    'Behind the pass: a day with the judges',
    "Exquisite's Best Restaurants & Bars: meet the nominees",
    'Readers\u2019 Choice 2023: the winners speak',
  ];
  return titles.map((title) => ({ title, video_url: `https://www.youtube.com/embed/${youtubeId(rng)}` }));
}

function youtubeId(rng: Rng): string {
  return rng.string.fromCharacters('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 11);
}

function createAbout(rng: Rng): AboutContent {
  return {
    content: [
      "<p><strong>Exquisite's Awards</strong> celebrate the people and places that define hospitality in Indonesia, from neighbourhood cafés to the country's finest dining rooms.</p>",
      '<p>Since 2018 an independent panel of chefs, writers and hoteliers has visited hundreds of venues each year. Winners are chosen on <em>cooking, service, atmosphere and consistency</em>; the public names the Readers\u2019 Choice.</p>',
      '<p>The programme is run by the Exquisite media group, publisher of <em>Exquisite Magazine</em> and <em>Exquisite Taste</em>, with offices in Jakarta, Bali and Singapore.</p>',
      // An embedded player, as editors paste them: it must load nothing until the visitor asks.
      '<p><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="The 2024 ceremony" allowfullscreen></iframe></p>',
    ].join(''),
    youtube_url: [`https://www.youtube.com/embed/${youtubeId(rng)}`, `https://www.youtube.com/embed/${youtubeId(rng)}`],
  };
}

// ---------------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------------

type SeedWithoutLabels = Omit<SeedData, 'imageLabels'>;

/** Every venue with photos: the nominees, the 2024 winners and the section winners. */
function venuesOf(data: SeedWithoutLabels): Nominee[] {
  return [...data.nominees, ...Object.values(data.documents.awardsWinnerArticles).flat(), ...Object.values(data.sectionWinners).flat()];
}

/**
 * Maps each distinct path to the next photo of the pool, cycling; the same path always to the same
 * photo (a section winner nominated again keeps its nominee's photos).
 */
function photosFromPool(pool: readonly string[]): (path: string) => string {
  const chosen = new Map<string, string>();
  return (path) => {
    const pooled = chosen.get(path) ?? pool[chosen.size % pool.length]!;
    chosen.set(path, pooled);
    return pooled;
  };
}

/**
 * The large scenario's venues and judges show the default seed's photos, cycled: a thousand
 * nominees must not mean thousands of distinct photos to generate, cache and build (mocks/photos.ts).
 */
function reuseDefaultPhotos(data: SeedWithoutLabels, defaults: SeedWithoutLabels): void {
  const venuePhoto = photosFromPool([...new Set(venuesOf(defaults).flatMap((v) => v.images))]);
  for (const v of venuesOf(data)) v.images = v.images.map(venuePhoto);
  const judgePhoto = photosFromPool(defaults.judges.map((j) => j.image));
  for (const j of data.judges) j.image = judgePhoto(j.image);
}

function collectImageLabels(data: SeedWithoutLabels): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const v of venuesOf(data)) {
    v.images.forEach((url, i) => {
      labels[url] ??= `${v.name}, photo ${i + 1}`;
    });
    if (v.logo_url) labels[v.logo_url] ??= v.name;
  }
  for (const j of data.judges) labels[j.image] = j.name;
  const brands = [...data.sponsors, ...data.partners, ...data.publications, ...Object.values(data.documents.sponsorsByYear).flat()];
  for (const b of brands) labels[b.image] ??= b.name;
  const banner = data.website.banner_home;
  if (banner) labels[banner.image_url] = banner.title;
  for (const section of data.website.votes_page?.body_content ?? []) labels[section.image] = section.title;
  return labels;
}

function sumVotes(list: Nominee[]): number {
  return list.reduce((sum, n) => sum + n.votes, 0);
}

/** Deterministic seed data: two calls with the same size give deep-equal results. */
export function createSeedData(size: SeedSize = 'default'): SeedData {
  const rng = new SimpleFaker({ seed: SEED });
  const nominees = createNominees(rng, size);
  const judges = createJudges(rng, size === 'large' ? 40 : 8);
  const sponsors = createBrands(rng, 'sponsor', size === 'large' ? 60 : 6);
  const partners = createBrands(rng, 'partner', 5);
  const publications = createBrands(rng, 'publication', 7);
  const website = createWebsiteData();
  const documents: SeededDocuments = {
    plainWinners: createAwardsWinners(rng),
    awardsWinnerArticles: { '2024': createWinnersNew2024(rng) },
    sponsorsByYear: {
      '2024': createBrands(rng, 'sponsor', 8).map((b) => ({ ...b, image: b.image.replace('/sponsor-', '/sponsor2024-') })),
      '2023': createBrands(rng, 'sponsor', 5).map((b) => ({ ...b, image: b.image.replace('/sponsor-', '/sponsor2023-') })),
    },
    videos: createVideos(rng),
    about: createAbout(rng),
  };
  const sectionWinners = { '2024': createSectionWinners2024(rng, nominees) };
  const totalVotes = sumVotes(nominees);
  const counters: Counters = {
    total_active_nominees: nominees.length,
    // Voters choose about 2.6 venues each on average.
    total_voters: Math.round(totalVotes / 2.6),
    total_votes: totalVotes,
  };
  const data = {
    size,
    nominees,
    judges,
    sponsors,
    partners,
    publications,
    website,
    counters,
    documents,
    sectionWinners,
  };
  if (size === 'large') reuseDefaultPhotos(data, createSeedData('default'));
  return { ...data, imageLabels: collectImageLabels(data) };
}
