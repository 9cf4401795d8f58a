import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { backendZones, CONTRACT_IMPORTS, frontendZones, SERVICE_IMPORTS } from './import-boundaries.js';

/**
 * Customer screens whose words all come from the i18n catalog (frontend/src/i18n): there, a word
 * written straight into JSX would be English on a Hindi page, so the lint refuses it.
 */
const TRANSLATED_SCREENS = [
  'frontend/src/app/not-found-page.tsx',
  'frontend/src/components/language-switcher.tsx',
  'frontend/src/features/account/**/*.tsx',
];
const LITERAL_TEXT = 'Customer screens show words through the i18n catalog (useT), not literals in JSX.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'backend/data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: TRANSLATED_SCREENS,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]/]', message: LITERAL_TEXT },
        { selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]/]', message: LITERAL_TEXT },
        {
          selector: 'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
          message: LITERAL_TEXT,
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > Literal[value=/[A-Za-z]/]',
          message: LITERAL_TEXT,
        },
      ],
    },
  },
  // Served to the browser in place of Google's api.js during the browser tests.
  { files: ['frontend/e2e/gapi-stand-in.js'], languageOptions: { globals: { ...globals.browser } } },

  // Which part of the house may import which: docs/decisions/0005-one-contract.md draws the picture.
  {
    files: ['frontend/**/*.{ts,tsx}', 'backend/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The rules read the imported files too (for cycles), so they must parse TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['frontend/tsconfig.json', 'backend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...frontendZones, ...backendZones] }],
    },
  },
  {
    files: ['backend/src/contract/**/*.ts'],
    ignores: ['backend/src/contract/**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', CONTRACT_IMPORTS],
    },
  },
  {
    files: ['backend/src/*/service.ts'],
    rules: { 'no-restricted-imports': ['error', SERVICE_IMPORTS] },
  },
);
