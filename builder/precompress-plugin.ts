/**
 * The build's text written compressed beside itself (`file.gz`, deploy/site-rules.mjs's
 * PRECOMPRESSED_EXTENSIONS at GZIP_LEVEL), once everything else is written: both servers send that
 * file to a browser that accepts gzip (nginx's gzip_static, sirv's `gzip` in tools/serve.mjs)
 * instead of compressing the same bytes again on every request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { GZIP_LEVEL, GZIP_MIN_BYTES, PRECOMPRESSED_EXTENSIONS } from '../deploy/site-rules.mjs';
import { writeFileAtomically } from './atomic-file.ts';

const gzipAsync = promisify(gzip);
/** Files compressed at once: zlib's work runs on libuv's four threads. */
const AT_ONCE = 4;

/** Every file under `dir` of the text types, no dotfile. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !file
          .slice(dir.length)
          .split('/')
          .some((part) => part.startsWith('.')),
    );
}

/** Writes `file.gz` beside each text file of `dir` long enough to compress, where it is shorter; returns the bytes before and after. */
export async function precompressText(dir: string): Promise<{ files: number; bytes: number; compressedBytes: number }> {
  const queue = await textFiles(dir);
  const totals = { files: 0, bytes: 0, compressedBytes: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const original = await readFile(file);
      if (original.length < GZIP_MIN_BYTES) continue;
      const compressed = await gzipAsync(original, { level: GZIP_LEVEL });
      if (compressed.length < original.length) {
        await writeFileAtomically(`${file}.gz`, compressed);
        totals.files += 1;
        totals.bytes += original.length;
        totals.compressedBytes += compressed.length;
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return totals;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every plugin's writeBundle (pages, images, kits, the files a live build drops).
    async closeBundle() {
      if (config.build.ssr) return;
      const started = performance.now();
      const dir = resolve(config.root, config.build.outDir);
      const { files, bytes, compressedBytes } = await precompressText(dir);
      const mb = (count: number) => (count / 1024 / 1024).toFixed(1);
      config.logger.info(
        `compressed text: ${files} files, ${mb(bytes)} MB → ${mb(compressedBytes)} MB gzip, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
