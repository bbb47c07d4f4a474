import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./frontend/src/features', import.meta.url);
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const otherFeatures = (feature) => features.filter((other) => other !== feature);

const restrictImports = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const upward = (layers, message) => ({
  group: layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/*`]),
  message,
});

/**
 * One direction (docs/architecture.md#import-direction): app → pages → features → content → components → lib and config.
 * A layer imports only the layers after it; content may name the shapes components draw
 * (`import type`), never their code, since content is data.
 */
const importBoundaries = [
  {
    files: ['frontend/src/lib/**', 'frontend/src/config/**'],
    rules: restrictImports(
      upward(
        ['app', 'pages', 'features', 'content', 'components'],
        'lib/ and config/ are the bottom layer: they import only each other.',
      ),
    ),
  },
  {
    files: ['frontend/src/components/**'],
    rules: restrictImports(
      upward(
        ['app', 'pages', 'features', 'content'],
        'Components take their copy and brand data as props; they import no content, feature, page or app wiring.',
      ),
    ),
  },
  {
    files: ['frontend/src/content/**'],
    rules: restrictImports(
      upward(['app', 'pages', 'features'], 'Content is data: it imports no feature, page or app wiring.'),
      {
        ...upward(
          ['components'],
          'Content is data: it may name the shapes components draw (import type), not their code.',
        ),
        allowTypeImports: true,
      },
    ),
  },
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**`],
    rules: restrictImports(
      upward(
        ['app', 'pages'],
        'Features import no pages or app wiring; pages compose features, app/ wires them.',
      ),
      ...otherFeatures(feature).map((other) => ({
        group: [`@/features/${other}/*`, `@/features/${other}`],
        message: 'Features do not import each other; compose them in a page.',
      })),
    ),
  })),
  {
    files: ['frontend/src/pages/**'],
    rules: restrictImports(upward(['app'], 'Pages import no app wiring; app/ routes to pages.')),
  },
];

/**
 * No import cycles, through the TypeScript paths (`@/…`). Type-only imports do not count: they
 * leave nothing behind at run time.
 */
const noImportCycles = {
  files: ['frontend/src/**/*.{ts,tsx}', 'backend/src/**/*.ts', 'contracts/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['frontend/tsconfig.json', 'backend/tsconfig.json', 'contracts/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'backend/**/*.ts',
      'contracts/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'frontend/build/**/*.ts',
      '*.{js,mjs}',
      'bench/*.js',
      'frontend/*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    // Command-line tools report on the console.
    files: ['bench/**', 'backend/src/database/migration-cli.ts', 'backend/src/main.ts', 'frontend/build/**'],
    rules: { 'no-console': 'off' },
  },
  ...importBoundaries,
  noImportCycles,
  prettier,
);
