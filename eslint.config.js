// ESLint holds the architecture (docs/architecture.md, "Boundaries"): each rule below names the
// boundary it keeps, so a failing import says which direction it broke.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import reactHooks from 'eslint-plugin-react-hooks';

/** Server-side layers the isomorphic app and the browser must never reach. */
const SERVER_LAYERS = ['src/server', 'src/upstream', 'src/cache', 'src/config', 'src/auth', 'src/cli', 'src/demo'];

/**
 * Inside src/app, one direction: model and pure logic ← components ← layouts/templates ← pages ← routes.
 * The login's controls (auth) and the personal parts (bookmarks, comments) are components of one
 * feature each: they sit on the components' layer, and use and are used by the other components.
 */
const COMPONENT_LAYER = ['src/app/components', 'src/app/auth', 'src/app/personal'];
const APP_LAYERS = [
  ...COMPONENT_LAYER.map((layer) => ({
    layer,
    above: ['src/app/layouts', 'src/app/templates', 'src/app/pages', 'src/app/routes'],
  })),
  { layer: 'src/app/layouts', above: ['src/app/pages', 'src/app/routes'] },
  { layer: 'src/app/templates', above: ['src/app/pages', 'src/app/routes'] },
  { layer: 'src/app/pages', above: ['src/app/routes'] },
];
/** The app's pure-logic folders sit below every component. */
const APP_BASE = ['src/app/logic', 'src/app/hooks', 'src/app/i18n', 'src/app/theme', 'src/app/browser'];
const APP_UPPER = [...COMPONENT_LAYER, 'src/app/layouts', 'src/app/templates', 'src/app/pages', 'src/app/routes'];

const zones = [
  ...SERVER_LAYERS.map((from) => ({
    target: ['src/app', 'src/client'],
    from,
    message:
      'Boundary "app is isomorphic": src/app and src/client never import server-side code (server, upstream, cache, config, auth, cli, demo).',
  })),
  ...['src/app', 'src/client', 'src/server', 'src/cache', 'src/cli', 'src/auth', 'src/demo'].map((from) => ({
    target: 'src/upstream',
    from,
    message:
      'Boundary "upstream clients": src/upstream knows only the shared model, config types and its own HTTP layer.',
  })),
  ...[
    'src/app',
    'src/client',
    'src/server',
    'src/upstream',
    'src/cache',
    'src/cli',
    'src/auth',
    'src/demo',
    'src/config',
    'src/sites',
  ].map((from) => ({
    target: 'src/model',
    from,
    message: 'Boundary "shared model": src/model is React-free types and pure logic that depend on nothing above them.',
  })),
  ...['src/app', 'src/client', 'src/server', 'src/upstream', 'src/cli', 'src/auth', 'src/demo'].map((from) => ({
    target: 'src/cache',
    from,
    message: 'Boundary "cache": src/cache is a storage layer; it knows no server, app or upstream code.',
  })),
  ...['src/app', 'src/client', 'src/server', 'src/upstream', 'src/cache', 'src/cli', 'src/auth', 'src/demo'].map(
    (from) => ({
      target: ['src/sites', 'src/config'],
      from,
      message: 'Boundary "sites and config": site files and configuration are read below every other layer.',
    }),
  ),
  ...['src/app', 'src/client', 'src/server', 'src/upstream', 'src/cli', 'src/demo'].map((from) => ({
    target: 'src/auth',
    from,
    message:
      'Boundary "auth": src/auth (the login) uses only config, cache and the shared model; the server mounts it and hands it what it needs.',
  })),
  {
    target: [
      'src/server',
      'src/app',
      'src/client',
      'src/upstream',
      'src/cache',
      'src/auth',
      'src/sites',
      'src/config',
      'src/model',
    ],
    from: 'src/demo',
    message:
      'Boundary "demo is not the product": only the CLI and the tests start the demo upstream; the server gets its URLs.',
  },
  {
    target: [
      'src/server',
      'src/app',
      'src/client',
      'src/upstream',
      'src/cache',
      'src/auth',
      'src/sites',
      'src/config',
      'src/model',
      'src/demo',
    ],
    from: 'src/cli',
    message: 'Boundary "cli on top": nothing imports the CLI.',
  },
  ...APP_LAYERS.flatMap(({ layer, above }) =>
    above.map((from) => ({
      target: layer,
      from,
      message: `Boundary "app layers": ${layer} sits below ${from} (model ← components ← layouts/templates ← pages ← routes).`,
    })),
  ),
  ...APP_BASE.flatMap((layer) =>
    APP_UPPER.map((from) => ({
      target: layer,
      from,
      message: `Boundary "app layers": ${layer} is pure logic below every component; it never imports ${from}.`,
    })),
  ),
  {
    target: 'scripts',
    from: 'test',
    message: 'Boundary "scripts": the tools never import the tests; a helper both need lives in scripts/support.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'locales/**', 'coverage/**', 'test-results/**', '.tmp*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    settings: {
      // Without these, the import rules cannot read a TypeScript module's own imports (no-cycle sees nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // An eslint-disable names its reason on the same line: `// eslint-disable-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Boundary "config": environment variables are read only by src/config/config.ts and the CLI entry.',
        },
      ],
    },
  },
  {
    files: ['src/app/**', 'src/client/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The upstream clients are plain TypeScript over HTTP: no React.
    files: ['src/upstream/**', 'src/model/**', 'src/cache/**', 'src/sites/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@emotion/*', '@lingui/react'],
              message: 'Boundary "React-free": this layer knows no React.',
            },
            { group: ['express', 'express-*'], message: 'Boundary "no Express": this layer is not HTTP-server code.' },
          ],
        },
      ],
    },
  },
  {
    // The login is server code, but it renders no React.
    files: ['src/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@emotion/*', '@lingui/react'],
              message: 'Boundary "React-free": this layer knows no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that reads the environment, and the CLI's entry that hands it over.
    files: ['src/config/config.ts', 'src/cli/main.ts', 'bin/**', 'scripts/**', 'test/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        window: 'readonly',
        document: 'readonly',
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        URL: 'readonly',
        Response: 'readonly',
        location: 'readonly',
      },
    },
  },
  {
    files: ['bin/**', 'scripts/**', 'eslint.config.js', 'lingui.config.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
