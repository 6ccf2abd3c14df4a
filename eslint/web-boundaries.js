// Import boundaries of the SPA (web/src), decisions 014 and 056:
// app -> features/<feature> -> components, lib, hooks -> @pharmacy/shared.
// app/ uses a feature only through its index.ts; a feature uses another only along an
// edge of eslint/feature-graph.js (the same direction in every workspace), and then only
// through that feature's index.ts; no import cycle anywhere. Production code never
// imports web/src/test or a test-*.ts helper.
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { FEATURE_EDGES } from './feature-graph.js';
import { featureFolders, featureZones } from './feature-zones.js';

const repo = path.resolve(import.meta.dirname, '..');
const src = 'web/src';
const features = featureFolders(repo, src);
const lowerLayers = ['components', 'lib', 'hooks'].map((layer) => `${src}/${layer}`);
/** What composes features into screens: the routes and layout, and the entry points (the SPA, the prerenderer, a public page's script and its forms' island: decision 072). */
const composers = [`${src}/app`, `${src}/main.tsx`, `${src}/entry-prerender.tsx`, `${src}/entry-public.ts`, `${src}/entry-island.tsx`];

const betweenFeatures = featureZones({
  src,
  features,
  imports: FEATURE_EDGES,
  refused:
    'Features import each other only along an edge of eslint/feature-graph.js: move the shared piece down to components/ or lib/, compose the screen in app/ (a render prop or slot), or add the edge there with its reason.',
  throughIndex: (other) => `Use the ${other} feature through features/${other}/index.ts.`,
});

/**
 * Besides index.ts, what app/ may import of a feature, and why: the head of a /blog/{id}
 * page loads the article list with import(), as its own chunk; importing the index there
 * would fetch every piece of the blog with it (scripts/bench/public-js-budget.json).
 */
const ALSO_FOR_APP = { blog: ['./articles.ts'] };

/** app/ composes a feature from what its index.ts exports, so a feature's inside can move freely. */
const appThroughIndex = features.map((feature) => ({
  target: composers,
  from: `${src}/features/${feature}`,
  except: ['./index.ts', ...(ALSO_FOR_APP[feature] ?? [])],
  message: `app/ uses the ${feature} feature through features/${feature}/index.ts: export what the screen needs there.`,
}));

const directionZones = [
  {
    target: [`${src}/features`, ...lowerLayers],
    from: `${src}/app`,
    message: 'Only app/ (and the entry points) use app/: move what is needed down, or compose it in app/.',
  },
  {
    target: lowerLayers,
    from: `${src}/features`,
    message: 'components/, lib/ and hooks/ serve every feature and import none: move the piece down, or pass it in from app/.',
  },
  ...betweenFeatures,
  { target: src, from: 'functions', message: 'The SPA never imports the function: what both need lives in @pharmacy/shared.' },
];

const testCodeZones = [
  { target: src, from: `${src}/test`, message: 'web/src/test is for tests only.' },
  { target: src, from: [`${src}/**/test-*.{ts,tsx}`], message: 'Test fixtures are for tests only.' },
  { target: src, from: 'tests', message: 'Production code never imports the test suites.' },
];

const rule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: repo, zones }] });

export default [
  {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing each file: it must know .ts and .tsx are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `@/` alias from web/tsconfig.json's paths, and `@pharmacy/shared`
      // through its workspace link; an import the rule cannot resolve is never checked.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(repo, 'web/tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { ...rule([...directionZones, ...appThroughIndex, ...testCodeZones]), 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests and their helpers may use the test helpers, and a screen's test in app/ may
    // reach a feature's inside to stub its calls; the direction still holds for them.
    files: [`${src}/**/*.test.{ts,tsx}`, `${src}/test/**`, `${src}/**/test-*.{ts,tsx}`],
    rules: rule(directionZones),
  },
];
