/**
 * Files another process may read while they are written (a build's copies, the on-demand server's,
 * a second server on the same folder): written under a name of their own, then renamed, so that a
 * reader finds the whole file or none, never half of one, even when the writer stops midway.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

async function replaceWith(file: string, write: (aside: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const aside = `${file}.${randomUUID()}.tmp`;
  try {
    await write(aside);
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

export const writeFileAtomically = (file: string, data: Uint8Array | string): Promise<void> =>
  replaceWith(file, (aside) => writeFile(aside, data));

export const copyFileAtomically = (from: string, to: string): Promise<void> => replaceWith(to, (aside) => copyFile(from, aside));
