#!/usr/bin/env node
/**
 * Writes tools/countries.json (about 250 countries in the shape the
 * specification gives a country), src/lib/area-codes.json (the vote form's short list, same
 * shape) and public/flags/{cca2}.svg from the maintained world-countries
 * package, so the site serves every flag itself. Run after upgrading the
 * package: `npm run countries`.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('world-countries/package.json'));
const countries = JSON.parse(readFileSync(join(packageDir, 'countries.json'), 'utf8'));

mkdirSync('public/flags', { recursive: true });

const entries = countries
  .map((country) => {
    const cca2 = country.cca2.toLowerCase();
    copyFileSync(join(packageDir, 'data', `${country.cca3.toLowerCase()}.svg`), join('public/flags', `${cca2}.svg`));
    const flag = `/flags/${cca2}.svg`;
    return {
      flags: { png: flag, svg: flag, alt: `The flag of ${country.name.common}` },
      name: { common: country.name.common, official: country.name.official, nativeName: country.name.native },
      cca2: country.cca2,
      idd: { root: country.idd.root ?? '', suffixes: country.idd.suffixes ?? [] },
    };
  })
  .sort((a, b) => a.name.common.localeCompare(b.name.common, 'en'));

/** The vote form's area-code dropdown: Indonesia first (the default), then Singapore. */
const AREA_CODE_COUNTRIES = ['ID', 'SG'];
const areaCodes = AREA_CODE_COUNTRIES.map((cca2) => entries.find((entry) => entry.cca2 === cca2));

writeFileSync('tools/countries.json', `${JSON.stringify(entries, null, 1)}\n`);
writeFileSync('src/lib/area-codes.json', `${JSON.stringify(areaCodes, null, 1)}\n`);
console.log(`Wrote ${entries.length} countries, ${areaCodes.length} area codes and their flags`);
