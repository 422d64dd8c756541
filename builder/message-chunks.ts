/**
 * Splits each language's one catalog (src/i18n/locales/{locale}.po) into the chunks the pages load
 * (docs/i18n.md#one-catalog-per-language): `/src/i18n/locales/{locale}.po?words={group}` is the
 * catalog compiled with only the messages written in that group's files (builder/message-groups.ts),
 * and `virtual:message-chunks` lists a loader for each group and language. The catalog names each
 * message's files (its `#:` origins), so the split needs no list kept by hand.
 */
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompilationErrorMessage, createCompiledCatalog, createMissingErrorMessage, getCatalogs } from '@lingui/cli/api';
import { messageGroups } from './message-groups.ts';

const MESSAGE_CHUNKS_MODULE = 'virtual:message-chunks';
const RESOLVED_CHUNKS_MODULE = `\0${MESSAGE_CHUNKS_MODULE}`;
const GROUP_QUERY = /^(.*\/([\w-]+)\.po)\?words=([\w-]+)$/;

/** The module of a group's words in a language, as Vite names it (the build links its chunk from a page). */
export const wordsModule = (group: string, locale: string) => `/src/i18n/locales/${locale}.po?words=${group}`;

/** A message as the catalog reads it: where it is written (its origins' files first). */
export interface WrittenMessage {
  origin?: readonly (readonly [string, number?])[];
}

/** The ids of the messages written in any of these files. */
export function messagesWrittenIn(messages: Readonly<Record<string, WrittenMessage>>, files: ReadonlySet<string>): Set<string> {
  return new Set(Object.keys(messages).filter((id) => messages[id]?.origin?.some(([file]) => files.has(file))));
}

export function messageChunks({ failOnMissing }: { failOnMissing: boolean }): Plugin {
  let root = process.cwd();
  let groups: Map<string, Set<string>> | undefined;
  const config = () => getConfig({ cwd: root, skipValidation: true });
  // Read once per build, or per dev server: the groups change only with the imports, the words with `npm run messages`.
  // Every feature has its chunk, an empty one while it writes no word, so its pages load like any other.
  const groupsOfWords = () => (groups ??= messageGroups(root));

  return {
    name: 'message-chunks',
    enforce: 'pre',
    configResolved(resolved) {
      root = resolved.root;
    },
    buildStart() {
      groups = undefined;
    },
    resolveId: (id) => (id === MESSAGE_CHUNKS_MODULE ? RESOLVED_CHUNKS_MODULE : undefined),
    async load(id) {
      if (id === RESOLVED_CHUNKS_MODULE) {
        const locales = config().locales;
        const loaders = [...groupsOfWords().keys()].map(
          (group) =>
            `${JSON.stringify(group)}: {${locales.map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(wordsModule(group, locale))})`).join(', ')}}`,
        );
        return `export const MESSAGE_CHUNKS = {${loaders.join(',\n')}};`;
      }
      const match = GROUP_QUERY.exec(id);
      if (!match) return undefined;
      const [, file = '', locale = '', group = ''] = match;
      this.addWatchFile(file);
      const files = groupsOfWords().get(group);
      if (!files) throw new Error(`message-chunks: no group of words is named ${group}`);
      const lingui = config();
      const [catalog] = await getCatalogs(lingui);
      if (!catalog) throw new Error('message-chunks: lingui.config.ts names no catalog');
      const written = messagesWrittenIn((await catalog.read(lingui.sourceLocale ?? 'en')) ?? {}, files);
      const { messages, missing } = await catalog.getTranslations(locale, {
        sourceLocale: lingui.sourceLocale ?? 'en',
        fallbackLocales: lingui.fallbackLocales ?? {},
      });
      const missingHere = missing.filter(({ id: messageId }) => written.has(messageId));
      if (failOnMissing && missingHere.length > 0) throw new Error(createMissingErrorMessage(locale, missingHere, 'loader'));
      const chosen = Object.fromEntries(Object.entries(messages).filter(([messageId]) => written.has(messageId)));
      const { source, errors } = createCompiledCatalog(locale, chosen, { namespace: 'es', pseudoLocale: lingui.pseudoLocale });
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
