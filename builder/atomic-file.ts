/**
 * Files another process may read while they are written (a build's copies, the on-demand server's,
 * a second server on the same folder): written under a name of their own, then renamed, so that a
 * reader finds the whole file or none, never half of one, even when the writer stops midway.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

async function replaceWith(file: string, write: (aside: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const aside = `${file}.${randomUUID()}.tmp`;
  try {
    await write(aside);
    await rename(aside, file);
    // Renaming a hard link over another link to the same file does nothing and leaves the aside.
    await rm(aside, { force: true });
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

export const writeFileAtomically = (file: string, data: Uint8Array | string): Promise<void> =>
  replaceWith(file, (aside) => writeFile(aside, data));

/**
 * A cached file placed into a build: a hard link where the file system allows one (a build's
 * thousands of copies then cost no bytes and no time), else a copy. Safe because neither side is
 * ever written in place: both are only ever replaced by a rename.
 */
export const copyFileAtomically = (from: string, to: string): Promise<void> =>
  replaceWith(to, (aside) => link(from, aside).catch(() => copyFile(from, aside)));
