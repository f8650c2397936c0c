// Flat config shared by every package. Type-aware rules stay off to keep lint fast on 2 cores;
// `tsc --noEmit` (the typecheck target) covers types.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // CLIs and benchmarks print their output on purpose.
    files: ['**/cli.ts', '**/cli/**/*.ts', '**/bench/**/*.ts', '**/*-cli.ts', '**/*.spec.ts', '**/*.spec.tsx', '**/testing/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
