import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tongxinPlugin } from './boundaries.js';

const ignores = {
  ignores: [
    'dist/**',
    'dist-ssr/**',
    'reports/**',
    'test-results/**',
    'coverage/**',
    '**/generated/**',
    '*.config.*',
  ],
};

/** Rules shared by every workspace: the import direction of ARCHITECTURE.md §1 is one of them. */
const base = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { tongxin: tongxinPlugin },
    rules: {
      'tongxin/kebab-case-files': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='eval']",
          message: 'Never evaluate code from data.',
        },
      ],
    },
  },
];

/**
 * @param {{
 *   react?: boolean,
 *   restrictedImports?: Array<{ group: string[], message: string }>,
 *   boundaries?: { root?: string, modules?: string, shared?: string[], shell?: string },
 * }} [options] `boundaries`: an app's folder rules (modules do not import modules; components and lib do not import app or modules).
 */
export function config(options = {}) {
  const out = [...base];
  if (options.react) {
    out.push({
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
      },
    });
  }
  if (options.restrictedImports?.length) {
    out.push({
      rules: { 'no-restricted-imports': ['error', { patterns: options.restrictedImports }] },
    });
  }
  if (options.boundaries) {
    out.push({
      files: ['**/*.{ts,tsx,js,jsx,mjs}'],
      rules: { 'tongxin/module-boundaries': ['error', options.boundaries] },
    });
  }
  return out;
}

/** Packages never import apps (ARCHITECTURE.md §1). */
export const noApps = {
  group: ['@tongxin/community-h5', '@tongxin/university', '@tongxin/server'],
  message: 'Packages never import apps.',
};
/** validators and region-data import nothing of ours. */
export const noWorkspace = {
  group: ['@tongxin/*'],
  message: 'This package imports nothing of ours.',
};

export default config();
