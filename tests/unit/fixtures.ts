import type { Nominee } from '../../src/api/types';

/** A nominee with only what ordering and neighbour rules look at; every contact field absent. */
export const nominee = (slug: string, location: string, rank = 1, votes = 0): Nominee => ({
  _id: slug,
  slug,
  name: slug,
  location,
  content: '',
  images: [],
  logo_url: '',
  detail: { address: '-', phone: '-', email: '-', website: '-', domain: '-', instagram: '-' },
  rank,
  votes,
  category_name: '',
  group: 1,
});
