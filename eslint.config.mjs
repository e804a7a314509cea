import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'build*/**',
      '.docusaurus/**',
      '.docusaurus-*/**',
      'static/runner/**',
      'static/downloads/**',
      'static/sdk/**',
      'static/playground-worker/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // The SDK with type information: a promise nobody awaits or catches loses its error.
    files: ['packages/mapweave/src/**/*.ts'],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The runner's frame and the page that hosts it share only src/runner/protocol.ts.
    files: ['src/runner/frame/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@(site|theme|theme-original|docusaurus|generated)(/|$)|(^|/)(host|playground|pages|components|theme)(/|$)',
              message:
                'Code in the sandboxed frame imports only frame code, ../protocol and src/lib modules (by relative path), never page code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/runner/frame/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)runner/frame(/|$)|^\\.\\.?/frame(/|$)',
              message:
                'Page code talks to the runner frame through src/runner/protocol.ts, never by importing frame code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A classic browser script loaded as-is by every page: no modules, no bundler.
    files: ['static/**/*.js'],
    languageOptions: {sourceType: 'script', globals: globals.browser},
  },
);
