import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./frontend/src/features', import.meta.url);
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const otherFeatures = (feature) => features.filter((other) => other !== feature);

/** app → pages → features → shared, one direction (style.md). */
const importBoundaries = [
  {
    files: [
      'frontend/src/components/**',
      'frontend/src/lib/**',
      'frontend/src/config/**',
      'frontend/src/content/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/pages/*', '@/app/*'],
              message: 'Shared code imports no feature, page or app wiring.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages/*'], message: 'Features do not import pages; pages compose features.' },
            ...otherFeatures(feature).map((other) => ({
              group: [`@/features/${other}/*`, `@/features/${other}`],
              message: 'Features do not import each other; compose them in a page.',
            })),
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**', 'test-results/**', '**/*.cjs'],
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
      'e2e/*.js',
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
  prettier,
);
