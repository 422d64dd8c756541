// @ts-check
/**
 * Lint: typescript-eslint's recommended rules, React's hooks rules, jsx-a11y, and the directions
 * imports may take (README, "Code layout"). Format is Prettier's (npm run lint runs both).
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const VIEWS = ['**/components/**', '**/pages/**', '**/hooks/**', '**/devtools/**', '**/app', '**/root', '**/store', '**/main'];
const SIMULATOR = ['**/mocks/**', '../mocks', '../../mocks'];

/**
 * A gitignore-style pattern of `forbidden` as the regular expression of an esquery selector:
 * no-restricted-imports reads static imports only, so import() is matched on its source.
 * @param {string} pattern
 */
const importSourceRegex = (pattern) =>
  pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/^\*\*\//, '(.*/)?')
    .replace(/\/\*\*$/, '(/.*)?')
    .replace(/\//g, '\\/');

/**
 * The directions imports may take, static and dynamic, for one folder.
 * @param {string[]} files
 * @param {string[]} forbidden
 * @param {string} message
 */
const boundary = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
    'no-restricted-syntax': [
      'error',
      ...forbidden.map((pattern) => ({
        selector: `ImportExpression[source.value=/^${importSourceRegex(pattern)}$/]`,
        message,
      })),
    ],
  },
});

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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Containers may take the keys of the focusable controls inside them (roving focus, Escape),
      // which is not a handler on a non-interactive element: only pointer handlers are.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
      // A carousel and a wide chart are operated or scrolled by keyboard, so they take focus.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section'], roles: ['tabpanel', 'region', 'group'] }],
    },
  },
  boundary(['src/lib/**', 'src/api/**'], [...VIEWS, ...SIMULATOR], 'src/lib and src/api know nothing of views or the simulator.'),
  boundary(['machines/**'], [...VIEWS, ...SIMULATOR], 'Machines never import views or the simulator.'),
  boundary(
    ['src/components/**', 'src/pages/**', 'src/hooks/**', 'src/devtools/**', 'src/app.tsx', 'src/root.tsx', 'src/store.tsx'],
    SIMULATOR,
    'Views never import the simulator (src/main.tsx starts it).',
  ),
  boundary(
    ['mocks/**'],
    ['**/src/components/**', '**/src/pages/**', '**/src/hooks/**', '**/src/devtools/**', '**/src/app', '**/src/root', '**/src/store'],
    'The simulator never imports views.',
  ),
);
