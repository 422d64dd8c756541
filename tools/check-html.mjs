#!/usr/bin/env node
/**
 * The W3C Nu Html Checker (npm `vnu-jar`, on Debian's Java) over every HTML file of the builds
 * given (default: dist and dist-live): zero errors is the rule. Prints each error with its file
 * and line, and exits non-zero when there is one. Warnings are not failures.
 *
 * Java: `java` on the PATH (`.ci/run` installs Debian's default-jre-headless); without it, it
 * stops at once with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['dist', 'dist-live'];
const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error('check-html: no Java on the PATH; install a Java runtime (Debian: apt-get install default-jre-headless)');
  process.exit(1);
}

/** Every .html file under a folder (the pages, spa.html), skipping what is not a page (the simulator's images). */
function htmlFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const files = folders.filter((folder) => existsSync(folder)).flatMap(htmlFiles);
if (files.length === 0) {
  console.error(`check-html: no HTML in ${folders.join(', ')}: build first`);
  process.exit(1);
}

/**
 * One short run over a few hundred small files: the JVM's first-tier compiler alone and one garbage
 * collector thread spend less than half the CPU of its defaults (7 s against 16 s on the 2-core machine,
 * 2026-11-29, the same verdict), which the browser suites beside it need. That compiler's frames are
 * larger: the checker's schema needs a deeper stack than its default.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];
const run = spawnSync('java', [...JVM_OPTIONS, '-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) throw run.error;
const { messages = [] } = JSON.parse(run.stdout || '{}');
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const error of errors) {
  const file = relative(process.cwd(), new URL(error.url).pathname);
  console.error(`${file}:${error.lastLine ?? '?'}: ${error.message}${error.extract ? `\n    ${error.extract.trim().slice(0, 200)}` : ''}`);
}
console.log(`check-html: ${files.length} files, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
