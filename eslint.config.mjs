import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// zod comes through the shared schema facade, so the browser holds one tree-shaken copy.
// Tests and the Cloud Functions never reach a browser and may import zod itself.
const zodThroughFacade = {
  name: 'zod',
  message: 'Import { z } from @lesson-planner/shared-contracts/schema.',
};
// A topic of the kernel reaches another only through its public subpath, so that each
// topic (Firebase app, session, event bus, i18n) is one federation-shared module.
const topicThroughSubpath = {
  group: ['../*'],
  allowTypeImports: true,
  message: 'Import another topic through @lesson-planner/shared-contracts/<topic>.',
};

// remote-planning's areas (src/features/<area>) and the few that use another, with why. An
// area is used only through its index.ts; app/ (routes, dashboard widgets, exposed modules)
// composes them, and may also take an area's pages.ts, its lazy page loaders. Shared code (api,
// components, rules, test-utils) uses no area and no app code.
const PLANNING_AREAS = {
  // The unit page and list show the plan's review status and the plan's Word export; a unit
  // copied into a classroom is placed on its meetings (the scheduler's rule and time).
  units: ['plans', 'time'],
  plans: ['time'], // a plan's lessons fall on its classroom's meetings
  experiences: [],
  rubrics: [],
  time: [],
};
const areaNames = Object.keys(PLANNING_AREAS).join('|');
const reactRouterThroughFacade = {
  name: 'react-router',
  message: 'Import from @lesson-planner/shared-contracts/routing.',
};
const planningFences = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [reactRouterThroughFacade], patterns }],
});
const pastAnIndex = {
  regex: `^(\\.\\./)+(${areaNames})/`,
  message: 'Another area is used through its index.ts (remote-planning/src/features/<area>).',
};
const fromApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'app/ composes areas; areas do not use it.',
};
const areaFences = Object.entries(PLANNING_AREAS).map(([area, uses]) => {
  const others = Object.keys(PLANNING_AREAS).filter(
    (name) => name !== area && !uses.includes(name),
  );
  return {
    files: [`remote-planning/src/features/${area}/**/*.{ts,tsx}`],
    rules: planningFences([
      pastAnIndex,
      fromApp,
      ...(others.length > 0
        ? [
            {
              regex: `^(\\.\\./)+(${others.join('|')})$`,
              message: `The ${area} area uses ${uses.length > 0 ? `only ${uses.join(', ')}` : 'no other area'} (PLANNING_AREAS in eslint.config.mjs).`,
            },
          ]
        : []),
    ]),
  };
});

// One design system: the kit (shared-contracts/src/ui/kit, on React Aria, with the forms and
// ui topics' plain controls) makes the buttons, selects, text areas, tables and dialogs; the
// apps use them and do not restyle the bare elements or reach React Aria themselves.
const kitControls = {
  message:
    'Use the kit (shared-contracts ui/kit, forms): its Button, IconButton, TextButton, Select, TextArea, DataTable, StackingTable, CalendarGrid, Dialog.',
};
const bareControl = '/^(button|select|textarea|table|dialog)$/';
const noBareControls = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `MemberExpression[object.name='styled'][property.name=${bareControl}]`,
      ...kitControls,
    },
    {
      selector: `CallExpression[callee.name='styled'] > Literal[value=${bareControl}]`,
      ...kitControls,
    },
  ],
};
const reactAriaThroughKit = {
  name: 'react-aria-components',
  message: 'React Aria is used through the kit (@lesson-planner/shared-contracts/ui/kit).',
};
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'functions/lib/**',
      '.emulator-data/**',
      '.cache/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Every user-visible string comes from translations: literal text in JSX fails the lint.
    files: ['*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'title', 'placeholder', 'alt', 'label'] },
        },
      ],
    },
  },
  {
    // The router comes through the shared routing facade, so it stays one tree-shaken copy.
    // The build-time prerender runs in Node and never reaches a browser.
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/prerender/render-pages.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRouterThroughFacade],
        },
      ],
    },
  },
  ...areaFences,
  {
    files: ['remote-planning/src/{api,components,rules,test-utils}/**/*.{ts,tsx}'],
    rules: planningFences([
      {
        regex: '^(\\.\\./)+(features|app)(/|$)',
        message: 'Shared code uses no area and no app code: move what both need here instead.',
      },
    ]),
  },
  {
    files: ['remote-planning/src/app/**/*.{ts,tsx}'],
    rules: planningFences([
      {
        regex: '^(\\.\\./)+features/[a-z-]+/(?!pages$)',
        message: 'app/ takes an area through its index.ts, or its pages through pages.ts.',
      },
    ]),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [zodThroughFacade, reactAriaThroughKit] },
      ],
      ...noBareControls,
    },
  },
  {
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [zodThroughFacade], patterns: [topicThroughSubpath] },
      ],
    },
  },
  {
    // The schema facade is the one browser module that imports zod itself.
    files: ['shared-contracts/src/schema/zod-api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [topicThroughSubpath] }],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'scripts/**', 'e2e/**', 'functions/**', 'deploy/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['deploy/releases/*.test.mjs', 'deploy/rspack/*.test.mjs', 'scripts/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
