import { fileURLToPath } from 'node:url'
import { includeIgnoreFile } from '@eslint/compat'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const LAYER_ZONES = [
  {
    target: './app/config',
    from: './app',
    except: ['./config'],
    message: 'app/config is the bottom layer: it imports nothing else from app/.',
  },
  {
    target: './app/copy',
    from: './app',
    except: ['./copy', './config'],
    message: "app/copy (the site's own copy) may import only app/config and app/copy.",
  },
  {
    target: './app/lib',
    from: ['./app/components', './app/routes', './app/root.tsx', './app/routes.ts'],
    message: 'app/lib may import only app/config, app/copy and app/lib.',
  },
  {
    target: './app/components',
    from: ['./app/routes', './app/root.tsx', './app/routes.ts'],
    message: 'Components never import a route module.',
  },
  {
    target: './app/routes',
    from: './app/routes',
    message: 'A route module never imports another route module.',
  },
  {
    target: './server',
    from: ['./app/components', './app/routes', './app/root.tsx', './app/routes.ts'],
    message:
      'server/ may import app/lib, app/copy, app/config and the back office (app/inbox, app/engagement, app/booking), never components or routes.',
  },
  {
    target: [
      './app/components',
      './app/routes',
      './app/lib',
      './app/copy',
      './app/config',
      './app/root.tsx',
      './app/routes.ts',
      './app/entry.client.tsx',
      './app/entry.server.tsx',
    ],
    from: ['./app/inbox', './app/engagement', './app/booking', './app/back-office'],
    message:
      'Nothing public imports the back office (the inbox, the engagement and booking pages, their shared parts): its code must never reach a public page.',
  },
  {
    target: './app/inbox',
    from: ['./app/routes', './app/root.tsx', './app/routes.ts'],
    message: 'The inbox never imports a public route.',
  },
  {
    target: [
      './app/components',
      './app/routes',
      './app/lib',
      './app/copy',
      './app/config',
      './app/inbox',
      './app/root.tsx',
      './app/routes.ts',
      './app/entry.client.tsx',
      './app/entry.server.tsx',
    ],
    from: './app/form-fallback',
    message: "The form pages are the server's (the collector renders them); nothing of the app imports them.",
  },
  {
    target: './app/form-fallback',
    from: ['./app/routes', './app/root.tsx', './app/routes.ts', './app/inbox'],
    message: 'The form pages use the form components, never a route or the inbox.',
  },
]

const FEATURES = ['leads', 'booking', 'inbox', 'engagement', 'site']

const FEATURE_ZONES = [
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./server/${feature}`,
      from: `./server/${other}`,
      message: `A feature never imports another (server/${feature} <- server/${other}): server/app.ts passes what it needs at registration, and what both use lives in server/shared.`,
    })),
  ),
  {
    target: './server/shared',
    from: FEATURES.map((feature) => `./server/${feature}`),
    message: 'server/shared is below the features: it imports none of them.',
  },
  {
    target: ['./server', './app'],
    from: './scripts',
    message:
      'Nothing the server or the app runs imports scripts/ (build steps and operator commands): move what both need to app/ or server/shared.',
  },
]

export default tseslint.config(
  // What git ignores (build output, release/, caches, databases) is never linted.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through app/config/site-config.ts or server/config.ts.',
        },
      ],
    },
  },
  // Layers, one way (docs/architecture.md): config and content schemas <- the site's copy (app/copy) <- lib <- components <- routes;
  // the inbox's screens (app/inbox) use components, lib, copy and config, and nothing public imports them;
  // server/ uses lib, copy, config, the inbox's screens and the no-JavaScript form pages (app/form-fallback, both of which it renders) only; scripts/ and tests use anything. Nothing imports a route module
  // except app/routes.ts (the route table names them by path). A file added tomorrow is held to the same rules.
  // The server's five features (leads, booking, inbox, engagement, site) sit side by side on server/shared: a feature
  // never imports another (server/app.ts gives each what it needs at registration), server/shared imports none, and
  // nothing the server or the app runs imports scripts/ (build steps and operator commands).
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },
  // Tests may reach across features (a flow test drives several); the code they test may not.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...FEATURE_ZONES] },
      ],
    },
  },
  {
    files: [
      'app/config/site-config.ts',
      'server/config.ts',
      'scripts/**',
      'tests/**',
      'vite.config.ts',
      'vite.islands.config.ts',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
