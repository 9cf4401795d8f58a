import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { backendZones, CONTRACT_IMPORTS, frontendZones, SERVICE_IMPORTS } from './import-boundaries.js';

/**
 * Screens whose words all come from the i18n catalog (frontend/src/i18n; the owner's through
 * useOwnerT): there, a word written straight into JSX would stay English on a Hindi page (or
 * outside a later translation), so the lint refuses it.
 */
const TRANSLATED_SCREENS = [
  'frontend/src/app/not-found-page.tsx',
  'frontend/src/components/language-switcher.tsx',
  'frontend/src/features/cart/**/*.tsx',
  'frontend/src/features/checkout/**/*.tsx',
  'frontend/src/features/orders/**/*.tsx',
  'frontend/src/features/print/**/*.tsx',
  'frontend/src/app/routes/cart-page.tsx',
  'frontend/src/app/routes/checkout-page.tsx',
  'frontend/src/app/routes/user-dashboard-page.tsx',
  'frontend/src/app/layout/dashboard-layout.tsx',
  'frontend/src/features/owner-desk/**/*.tsx',
  'frontend/src/features/owner-messages/**/*.tsx',
  'frontend/src/features/owner-overview/**/*.tsx',
  'frontend/src/features/owner-print/**/*.tsx',
  'frontend/src/features/owner-session/**/*.tsx',
  'frontend/src/features/owner-staff/**/*.tsx',
  'frontend/src/features/owner-reports/**/*.tsx',
  'frontend/src/features/owner-tax/**/*.tsx',
  'frontend/src/features/owner-day/**/*.tsx',
  'frontend/src/features/owner-counter/**/*.tsx',
  'frontend/src/features/owner-catalogue/**/*.tsx',
  'frontend/src/features/owner-kits/**/*.tsx',
  'frontend/src/app/layout/{header,user-menu,footer,root-layout,chat-widget}.tsx',
  'frontend/src/app/routes/{about-page,terms-page}.tsx',
  'frontend/src/app/router.tsx',
  'frontend/src/components/**/*.tsx',
  'frontend/src/features/catalogue/**/*.tsx',
  'frontend/src/features/shop/**/*.tsx',
  'frontend/src/features/account/**/*.tsx',
  'frontend/src/features/kits/**/*.tsx',
];
const LITERAL_TEXT =
  'Translated screens show words through the i18n catalog (useT, useOwnerT), not literals in JSX.';
/** Words written straight into a translated screen's JSX, or into the attributes screen readers say. */
const LITERAL_WORDS = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: LITERAL_TEXT },
  // Words shown as a child ({'Save'}, {`${n} items`}); class names and links in attributes are not words.
  {
    selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
    message: LITERAL_TEXT,
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
    message: LITERAL_TEXT,
  },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > Literal[value=/[A-Za-z]/]',
    message: LITERAL_TEXT,
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
    message: LITERAL_TEXT,
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
    message: LITERAL_TEXT,
  },
];

/**
 * Every button of the storefront is the kit's (components/ui/button.tsx): its looks, its 44 px
 * touch targets and its busy state live there once, so a screen asks for a variant, not classes.
 */
const UI_KIT = 'frontend/src/components/ui/**';
const RAW_BUTTON = {
  selector: "JSXOpeningElement[name.name='button']",
  message:
    'Use Button or IconButton from @/components/ui/button (add a variant there if none fits), not a raw <button>.',
};

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
  // no-restricted-syntax is one rule: a file under two of these blocks takes the last one's list whole.
  {
    files: ['frontend/src/**/*.tsx'],
    ignores: [UI_KIT, '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', RAW_BUTTON] },
  },
  {
    files: TRANSLATED_SCREENS,
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_WORDS, RAW_BUTTON] },
  },
  {
    files: [UI_KIT],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_WORDS] },
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
