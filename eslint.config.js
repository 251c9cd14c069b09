import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules where React code is: components are .tsx, and hooks in .ts files live in app/.
    files: ['**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Rules in core/ run in the browser too, where zod must not try `new Function` (the Content
    // Security Policy forbids eval): they take zod from core/zod.ts, which turns that off there.
    files: ['core/**/*.ts'],
    ignores: ['core/zod.ts', 'core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from './zod' (core/zod.ts): no eval in the browser." }] },
      ],
    },
  },
  {
    // Texts through the catalogue (app/i18n/; docs/decisions/009-editions.md): a reading page's
    // component listed here may not hold a text of its own. Each one converted joins the list.
    files: ['app/components/footer.tsx', 'app/components/header.tsx', 'app/components/search-box.tsx'],
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': 'error' },
  },
  {
    // Plain JavaScript run by Node: scripts/start.mjs (`npm start`) and what it preloads.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
