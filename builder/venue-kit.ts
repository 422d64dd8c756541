/**
 * Each venue's kit (src/domain/kit.ts), made at build time in every language of the site
 * (builder/kit-templates.ts draws the files) and cached by what they show and how they are encoded
 * (node_modules/.cache/venue-kit), so a rebuild makes none again unless a venue's name, status,
 * words, link or photo changed. Its files are named for their language (`kitFileName`).
 */
import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { KIT_FILES, kitFileName, type KitFile } from '../src/domain/kit.ts';
import { copyFileAtomically, writeFileAtomically } from './atomic-file.ts';
import { kitRecipe, makeVenueKit, type VenueKitInput } from './kit-templates.ts';

export interface KitFigures {
  kits: number;
  made: number;
  reused: number;
  /** Left to the server, which makes them when first asked for (builder/on-demand.ts). */
  deferred: number;
}

/**
 * A kit to write: its input, with its cover named (the image pipeline's name for it, which changes
 * with its content) and read only when the kit is made.
 */
export interface KitOrder extends Omit<VenueKitInput, 'cover'> {
  cover: { name: string; read: () => Promise<Buffer | null> } | null;
}

/** What a kit shows and how it is encoded: its name in the cache. */
export const kitCacheKey = (order: Omit<KitOrder, 'cover'> & { cover: { name: string } | null }): string =>
  createHash('sha256')
    .update(
      JSON.stringify([...kitRecipe(order), order.slug, order.name, order.status, order.locale, order.voteUrl, order.cover?.name ?? null]),
    )
    .digest('hex')
    .slice(0, 24);

const KIT_KINDS = Object.keys(KIT_FILES) as KitFile[];

/** Where a kit's files go in a build, relative to it. */
export const kitBuildPaths = ({ slug, locale }: Pick<VenueKitInput, 'slug' | 'locale'>): string[] =>
  KIT_KINDS.map((kind) => join('kit', slug, kitFileName(slug, kind, locale)));

/**
 * Writes a venue's kit in a language into `{outDir}/kit/{slug}/`, from the cache when it holds a kit
 * made from the same input and words. With `deferKits`, a kit the cache lacks is not made: `write`
 * says 'deferred', and the server makes it when first asked for.
 */
export function createKitWriter({ outDir, cacheDir, deferKits = false }: { outDir: string; cacheDir: string; deferKits?: boolean }) {
  const figures: KitFigures = { kits: 0, made: 0, reused: 0, deferred: 0 };
  return {
    async write(order: KitOrder): Promise<'made' | 'reused' | 'deferred'> {
      const cached = join(cacheDir, kitCacheKey(order));
      const complete = await Promise.all(
        KIT_KINDS.map((kind) =>
          access(join(cached, kind)).then(
            () => true,
            () => false,
          ),
        ),
      );
      figures.kits++;
      const found = complete.every(Boolean);
      if (!found && deferKits) {
        figures.deferred++;
        return 'deferred';
      }
      if (found) figures.reused++;
      else {
        const files = await makeVenueKit({ ...order, cover: (await order.cover?.read()) ?? null });
        await Promise.all(KIT_KINDS.map((kind) => writeFileAtomically(join(cached, kind), files[kind])));
        figures.made++;
      }
      const paths = kitBuildPaths(order);
      await Promise.all(KIT_KINDS.map((kind, index) => copyFileAtomically(join(cached, kind), join(outDir, paths[index]!))));
      return found ? 'reused' : 'made';
    },
    figures: () => ({ ...figures }),
  };
}
