/**
 * Compiles Lingui's macros (`<Trans>`, `useLingui`'s `t`, `msg`: docs/decisions/029) in the site's
 * own modules, before Vite's TypeScript and JSX transform. Only files that import a macro go
 * through Babel; everything else is left to Vite. JavaScript, so tools/node-bundle.mjs can use
 * it in Node as it is.
 */
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * @param {{ stripMessages: boolean }} options whether the English leaves the code (builds: every
 *   language's words come from its catalog, decision 029) or stays (the dev server and the unit
 *   tests, where a message not yet extracted still reads in English).
 * @returns {import('vite').Plugin}
 */
export function linguiMacros({ stripMessages }) {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { stripMessageField: stripMessages }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
