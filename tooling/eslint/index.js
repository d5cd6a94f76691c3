import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: ['dist/**', 'reports/**', 'test-results/**', 'coverage/**', '**/generated/**', '*.config.*'],
};

/** Rules shared by every workspace: the import direction of ARCHITECTURE.md §1 is one of them. */
const base = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'Never evaluate code from data.' },
      ],
    },
  },
];

/** @param {{ react?: boolean, restrictedImports?: Array<{ group: string[], message: string }> }} [options] */
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
    out.push({ rules: { 'no-restricted-imports': ['error', { patterns: options.restrictedImports }] } });
  }
  return out;
}

/** Packages never import apps (ARCHITECTURE.md §1). */
export const noApps = { group: ['@tongxin/community-h5', '@tongxin/university', '@tongxin/server'], message: 'Packages never import apps.' };
/** validators and region-data import nothing of ours. */
export const noWorkspace = { group: ['@tongxin/*'], message: 'This package imports nothing of ours.' };

export default config();
