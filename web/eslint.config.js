// ESLint (flat config). The import zones follow bulletproof-react (apps/react-vite): a
// feature never imports another feature, features never import the app shell, and shared
// code never imports features or the app, so dependencies point one way:
// app → features → shared (components, hooks, lib, types, utils).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// Every feature, including the ones still to come.
const FEATURES = ['auth', 'catalog', 'commerce', 'jobs', 'projects', 'admin', 'search', 'offline', 'library', 'alerts', 'previews', 'questions'];
const SHARED = ['./src/components', './src/hooks', './src/lib', './src/types', './src/utils'];

const zones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to src/lib, src/hooks or src/components.',
  })),
  { target: './src/features', from: './src/app', message: 'The app imports features, never the other way round.' },
  { target: SHARED, from: ['./src/features', './src/app'], message: 'Shared code never imports features or the app.' },
];

export default defineConfig([
  globalIgnores(['dist/', 'test-results/', 'playwright-report/', 'src/lib/api-schema.gen.ts']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, importX.flatConfigs.recommended, importX.flatConfigs.typescript],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Build scripts run in Node.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
  prettier,
]);
