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
    // components and routes may not hold a text of their own (the admin's, in app/*/admin/, and
    // the site's own pages' prose, app/content/, are not yet held to it).
    files: ['app/components/*.tsx', 'app/routes/*.tsx'],
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': 'error' },
  },
  {
    // Nor may an island: its words are drawn by the server into the page it enhances (data-*
    // attributes), in the page's language, so no catalogue travels to the browser. A capitalised
    // word or phrase in a string, or words in a template, is a text (key names excepted).
    files: ['app/islands/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Literal[value=/^(?!(Escape|Enter|Tab|Home|End|Space|Backspace|Delete|Unidentified|GET|POST|PUT|PATCH|DELETE)$)[A-Z][a-z]+(?:[ ,'’][\\w'’]+)*[.!?…:]?$/]",
          message:
            "An island's text comes from the page it enhances (a data-* attribute the server draws in the page's language).",
        },
        {
          selector: 'TemplateElement[value.raw=/[A-Za-z]{2,} [a-z]{2,}/]',
          message:
            "An island's text comes from the page it enhances (a data-* attribute the server draws in the page's language).",
        },
      ],
    },
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
