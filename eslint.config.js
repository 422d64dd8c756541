// @ts-check
/**
 * Lint: typescript-eslint's recommended rules, React's hooks rules, jsx-a11y, and the directions
 * imports may take (docs/architecture.md#code-layout). Format is Prettier's (npm run lint runs both).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns of each part of the layout (docs/architecture.md draws the arrows). */
const SIMULATOR = ['**/mocks/**', '../mocks', '../../mocks'];
/** The features: the folders of src/features. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const VIEWS = ['**/features/**', '**/components/**', '**/boot/**', '**/app', '**/root'];
const BUILD = ['**/builder/**', '**/tools/**'];
/** The layers between the views and the languages, from the top: the stores, the machines, the data, the domain. */
const BELOW_VIEWS_ABOVE_I18N = ['**/stores/**', '**/machines/**', '**/data/**', '**/domain/**'];
/** What one feature may not import: any other feature's files. */
const otherFeatures = (/** @type {string} */ feature) =>
  FEATURES.filter((other) => other !== feature).flatMap((other) => [`../${other}`, `../${other}/**`, `**/features/${other}/**`]);

/**
 * A gitignore-style pattern of `forbidden` as the regular expression of an esquery selector:
 * no-restricted-imports reads static imports only, so import() is matched on its source.
 * @param {string} pattern
 */
const importSourceRegex = (pattern) =>
  pattern
    .replace(/^\\#/, '#')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/^\*\*\//, '(.*/)?')
    .replace(/\/\*\*$/, '(/.*)?')
    .replace(/\//g, '\\/');

/**
 * The directions imports may take, static and dynamic, for one folder.
 * @param {string[]} files
 * @param {string[]} forbiddenPaths
 * @param {string} message
 * @param {{ allowTypeImports?: boolean }} [options]
 */
const boundary = (files, forbiddenPaths, message, { allowTypeImports = false } = {}) => {
  // A top-level folder is also reached through its root alias (package.json's `imports`: `#machines/…`);
  // gitignore-style patterns read a leading '#' as a comment, so it is escaped.
  const forbidden = [
    ...forbiddenPaths,
    ...forbiddenPaths.filter((pattern) => pattern.startsWith('**/')).map((pattern) => `\\#${pattern.slice(3)}`),
  ];
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message, allowTypeImports }] }],
      'no-restricted-syntax': [
        'error',
        // A '!' pattern lets a path through the static rule; import() of it stays forbidden.
        ...forbidden
          .filter((pattern) => !pattern.startsWith('!'))
          .map((pattern) => ({
            selector: `ImportExpression[source.value=/^${importSourceRegex(pattern)}$/]`,
            message,
          })),
      ],
    },
  };
};

/**
 * Words in the attributes lingui/no-unlocalized-strings lets through (it takes `title` for a DOM
 * name): a tooltip or a description is read by people, so it goes through a message too.
 * @type {import('eslint').Rule.RuleModule}
 */
const wordsInAttributes = {
  meta: { type: 'problem', schema: [], messages: { words: 'Words in {{name}} go through a message (docs/i18n.md).' } },
  create(context) {
    const READ_BY_PEOPLE = new Set(['title', 'aria-description', 'aria-roledescription', 'aria-valuetext']);
    /** @param {any} value */
    const textOf = (value) => {
      const expression = value?.type === 'JSXExpressionContainer' ? value.expression : value;
      if (expression?.type === 'Literal') return typeof expression.value === 'string' ? expression.value : null;
      if (expression?.type === 'TemplateLiteral') return expression.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked).join('');
      return null;
    };
    return {
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.name;
        if (READ_BY_PEOPLE.has(name) && /[A-Za-z]{2}/.test(textOf(node.value) ?? ''))
          context.report({ node, messageId: 'words', data: { name } });
      },
    };
  },
};

/**
 * Words in markup are written one way, `<Trans>` (docs/i18n.md#writing-a-message): `t` is for a
 * string a component passes on (an attribute, a title, an announcement), not for a child of an element.
 * @type {import('eslint').Rule.RuleModule}
 */
const wordsInMarkup = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { trans: 'Words in markup are written with <Trans> (docs/i18n.md#writing-a-message).' },
  },
  create(context) {
    /** @param {any} node */
    const isChildOfMarkup = (node) =>
      node.parent?.type === 'JSXExpressionContainer' && ['JSXElement', 'JSXFragment'].includes(node.parent.parent?.type);
    /** @param {any} node */
    const isT = (node) => node?.type === 'Identifier' && node.name === 't';
    return {
      /** @param {any} node */
      TaggedTemplateExpression(node) {
        if (isT(node.tag) && isChildOfMarkup(node)) context.report({ node, messageId: 'trans' });
      },
      /** @param {any} node */
      CallExpression(node) {
        if (isT(node.callee) && isChildOfMarkup(node)) context.report({ node, messageId: 'trans' });
      },
    };
  },
};

/**
 * A count's words select on its form (`countForm`, docs/i18n.md#writing-a-message): Lingui's plurals
 * build a number formatter, which costs a slow phone's main thread about 150 ms the first time.
 * @type {import('eslint').Rule.RuleModule}
 */
const countWords = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { form: "A count's words select on countForm, not Lingui's {{name}} (docs/i18n.md#writing-a-message)." },
  },
  create(context) {
    const PLURALS = new Set(['plural', 'Plural', 'selectOrdinal', 'SelectOrdinal']);
    return {
      /** @param {any} node */
      ImportDeclaration(node) {
        if (!String(node.source.value).startsWith('@lingui/')) return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' && PLURALS.has(specifier.imported.name))
            context.report({ node: specifier, messageId: 'form', data: { name: specifier.imported.name } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-live/', 'artefacts/', 'test-results/', 'playwright-report/', 'public/mockServiceWorker.js', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A handle assigned once, after callbacks that read it are made (and may run first).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Hooks are written in .ts files too (in src/components, and the simulator's panel). A missing
    // dependency fails the lint as any other finding does: a warning would pass `npm run lint`.
    files: ['**/*.tsx', 'src/**/*.ts', 'mocks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Containers may take the keys of the focusable controls inside them (roving focus, Escape),
      // which is not a handler on a non-interactive element: only pointer handlers are.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
      // A carousel and a wide chart are operated or scrolled by keyboard, so they take focus.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section'], roles: ['tabpanel', 'region', 'group'] }],
    },
  },
  {
    // Every word the site writes comes from the catalogs (docs/i18n.md): text in JSX, in an
    // attribute or a string a person reads is an error outside a message. What is not words:
    // identifiers without spaces, class names, URLs, keys. QA's machine charts stay English.
    files: ['src/**/*.{ts,tsx}'],
    // The protocol and the wire's shapes are the back end's words, never shown.
    ignores: ['src/features/devtools/**', 'src/data/**', 'src/domain/{protocol,schemas,types,documents}.ts'],
    plugins: {
      lingui,
      site: { rules: { 'words-in-attributes': wordsInAttributes, 'words-in-markup': wordsInMarkup, 'count-words': countWords } },
    },
    rules: {
      'site/words-in-attributes': 'error',
      'site/words-in-markup': 'error',
      'site/count-words': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[^A-Za-z]*$', '^(https?:|mailto:|tel:|/|\\(|rgb\\()'],
          ignoreNames: [
            { regex: { pattern: 'className|classname|Class$|Key$|Id$|Url$|Path$|Pattern$|Selector$|Attribute$', flags: '' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'type',
            'id',
            'key',
            'role',
            'href',
            'src',
            'srcSet',
            'sizes',
            'rel',
            'target',
            'name',
            'autoComplete',
            'inputMode',
            'enterKeyHint',
            'pattern',
            'lang',
            'hrefLang',
            'displayName',
            'family',
            'page',
            'addressCountry',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            '*.setAttribute',
            '*.getAttribute',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            'matchMedia',
            '*.matchMedia',
            'assertNever',
            'refuse',
            'FontFace',
          ],
        },
      ],
    },
  },
  boundary(
    ['src/i18n/**'],
    ['**/features/**', '**/components/**', '**/boot/**', ...BELOW_VIEWS_ABOVE_I18N, ...SIMULATOR, ...BUILD],
    'src/i18n holds the languages, their addresses and catalogs: the views read it, it reads none of them.',
  ),
  boundary(
    ['src/lib/**'],
    [...BELOW_VIEWS_ABOVE_I18N, '**/i18n/**', '**/routes', '**/config', ...VIEWS, ...SIMULATOR, ...BUILD],
    'src/lib holds pure rules that know no domain: it imports only lib.',
  ),
  boundary(
    ['src/domain/**'],
    ['**/data/**', '**/machines/**', '**/stores/**', '**/routes', '**/config', ...VIEWS, ...SIMULATOR, ...BUILD],
    "src/domain holds the protocol, the data's shapes and the rules on them: it imports only lib and i18n.",
  ),
  boundary(
    ['src/data/**'],
    ['**/machines/**', '**/stores/**', ...VIEWS, ...SIMULATOR, ...BUILD],
    'src/data loads the data: it knows nothing of machines, views, the simulator or the build.',
  ),
  boundary(['machines/**'], ['**/stores/**', ...VIEWS, ...SIMULATOR, ...BUILD], 'Machines never import views, the simulator or the build.'),
  boundary(
    ['src/document/**'],
    ['**/i18n/**', '**/lib/**', ...BELOW_VIEWS_ABOVE_I18N, '**/routes', '**/config', ...VIEWS, ...SIMULATOR, ...BUILD],
    "src/document holds the page's life (painted, ready, reloaded once): the entry and the app read it, it reads nothing of theirs.",
  ),
  boundary(['src/stores/**'], [...VIEWS, ...SIMULATOR, ...BUILD], 'The stores hold machines for the views: they import no view.'),
  boundary(
    ['src/components/**'],
    ['**/features/**', '**/boot/**', ...SIMULATOR, ...BUILD],
    'The components are shared by the features: they import none of them.',
  ),
  ...FEATURES.map((feature) =>
    boundary(
      [`src/features/${feature}/**`],
      [...otherFeatures(feature), '**/boot/**', ...SIMULATOR, ...BUILD],
      'A feature uses machines, data, components and lib, never another feature (what two share moves down).',
    ),
  ),
  boundary(
    ['src/*.ts', 'src/*.tsx'],
    [...SIMULATOR, ...BUILD],
    'The app never imports the simulator (src/boot/main.tsx starts it), the build or the tools.',
  ),
  boundary(['src/boot/**'], [...BUILD], 'The app never imports the build or the tools.'),
  boundary(
    ['mocks/**'],
    ['**/src/features/**', '**/src/components/**', '**/src/boot/**', '**/src/app', '**/src/root', ...BUILD],
    'The simulator never imports views.',
  ),
);
