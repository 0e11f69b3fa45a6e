import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/*
 * Server layering (DESIGN.md §3), checked on every import. Two rules are used so their options never
 * replace each other where a file matches both: routes hold HTTP only and reach SQL through a service;
 * features and the ledger do not reach into the HTTP plugins (what they need lives in common/ or http/);
 * the ledger, which every feature uses, uses no feature.
 */
/*
 * Every folder of src/server is a feature except these, which every feature may use (or, for test/, which
 * only tests use). Read from the disk when lint starts, so a new feature folder is inside the rules the
 * day it is created.
 */
const SERVER_INFRASTRUCTURE = new Set([
  'common',
  'config',
  'db',
  'http',
  'jobs',
  'ledger',
  'mail',
  'plugins',
  'test',
]);
const SERVER_FEATURES = fs
  .readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_INFRASTRUCTURE.has(entry.name))
  .map((entry) => entry.name)
  .sort();
const featureGlob = `src/server/{${SERVER_FEATURES.join(',')}}/**/*.ts`;
const noPlugins = {
  regex: '(^|/)plugins/',
  message: 'Features do not import the HTTP plugins; move what is shared to common/ or http/.',
};
const serverBoundaries = [
  {
    files: ['src/server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '-repository$', message: 'Routes hold HTTP only: call a service, not a repository.' },
          ],
        },
      ],
    },
  },
  {
    files: [featureGlob],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*-test-helpers.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noPlugins] }] },
  },
  {
    files: ['src/server/ledger/**/*.ts'],
    ignores: ['src/server/ledger/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noPlugins,
            {
              regex: `(^|/)(${SERVER_FEATURES.join('|')})/`,
              message: 'The ledger is used by every feature and uses none of them.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app's layers (src/web/README.md): shared → lib, components → features → app, and no feature
    // imports another; what two features need moves down to lib/ or components/ui/.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/web/**/*', 'src/shared/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'lib', pattern: 'src/web/lib' },
        { type: 'components', pattern: 'src/web/components' },
        { type: 'styles', pattern: 'src/web/styles' },
        { type: 'feature', pattern: 'src/web/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/web/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'lib'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'lib', 'components'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'lib', 'components'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                },
              },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['shared', 'lib', 'components', 'styles', 'feature', 'app'] } },
                },
              },
            },
          ],
        },
      ],
    },
  },
  ...serverBoundaries,
);
