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
    // A classic browser script loaded as-is by every page: no modules, no bundler.
    files: ['static/**/*.js'],
    languageOptions: {sourceType: 'script', globals: globals.browser},
  },
);
