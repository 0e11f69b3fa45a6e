import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Server layering (DESIGN.md §3), checked on every import. Two rules are used so their options never
 * replace each other where a file matches both: routes hold HTTP only and reach SQL through a service;
 * features and the ledger do not reach into the HTTP plugins (what they need lives in common/ or http/);
 * the ledger, which every feature uses, uses no feature.
 */
const SERVER_FEATURES = [
  'audit',
  'auth',
  'backoffice',
  'cards',
  'deposits',
  'events',
  'identity',
  'loans',
  'notifications',
  'pin',
  'sessions',
  'statement',
  'support',
  'transfers',
  'uploads',
  'users',
];
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
  ...serverBoundaries,
);
