/**
 * The file an import of the project's sources names, as the bundler resolves it: a relative path or
 * one of the root aliases of package.json's `imports` (`#src/…`, `#machines/…`), extension optional.
 * Read by the split of the words (builder/message-groups.ts) and the layout's test
 * (tests/unit/import-directions.test.ts), so both follow the imports the bundler follows.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each alias's prefix and the folder it stands for: `#src/*` → `./src/*`. */
const ALIASES = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string> }).imports ?? {},
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ''), folder: join(ROOT, target.replace(/\*$/, '')) }));

/** The file `specifier` names from `from`; undefined for a package or a file that does not exist. */
export function resolvedSource(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  const base = alias
    ? join(alias.folder, specifier.slice(alias.prefix.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts')].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() === true,
  );
}
