// @vitest-environment node
/**
 * builder/atomic-file.ts: a file is replaced whole, and nothing is left beside it, even when the
 * build places the same cached file again (a hard link over a link to the same file).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFileAtomically, writeFileAtomically } from '../../builder/atomic-file';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('atomic files', () => {
  it('places a cached file into a build twice, and leaves nothing beside it', async () => {
    folder = mkdtempSync(join(tmpdir(), 'atomic-file-'));
    const cached = join(folder, 'cache.jpg');
    writeFileSync(cached, 'photo');
    await copyFileAtomically(cached, join(folder, 'build', 'copy.jpg'));
    await copyFileAtomically(cached, join(folder, 'build', 'copy.jpg'));
    expect(readdirSync(join(folder, 'build'))).toEqual(['copy.jpg']);
    expect(readFileSync(join(folder, 'build', 'copy.jpg'), 'utf8')).toBe('photo');
  });

  it('replaces a written file with the new bytes, and leaves nothing beside it', async () => {
    folder = mkdtempSync(join(tmpdir(), 'atomic-file-'));
    await writeFileAtomically(join(folder, 'page.html'), 'one');
    await writeFileAtomically(join(folder, 'page.html'), 'two');
    expect(readdirSync(folder)).toEqual(['page.html']);
    expect(readFileSync(join(folder, 'page.html'), 'utf8')).toBe('two');
  });
});
