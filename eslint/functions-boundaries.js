// Import boundaries of the function (functions/src), decision 016:
// index.ts wires -> features/<feature> -> platform -> @pharmacy/shared.
// A feature uses another only along an edge of eslint/feature-graph.js (FEATURE_EDGES, the
// one graph of all three workspaces, issue 31), and then only through that feature's
// index.ts; no import cycle anywhere; production code never imports a testing/ folder or
// tests/.
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { FEATURE_EDGES } from './feature-graph.js';
import { featureFolders, featureZones } from './feature-zones.js';

const repo = path.resolve(import.meta.dirname, '..');
const src = 'functions/src';
const features = featureFolders(repo, src);

const directionZonesFor = (alsoThrough) => [
  {
    target: `${src}/platform`,
    from: `${src}/features`,
    message: 'Platform code serves every feature and depends on none: move what both need into platform/.',
  },
  ...featureZones({
    src,
    features,
    imports: FEATURE_EDGES,
    refused:
      'Features do not import each other: move the shared piece down to platform/, pass it in from index.ts, or add the edge, with its reason, to eslint/feature-graph.js.',
    throughIndex: (other) => `Reach the ${other} feature through features/${other}/index.ts.`,
    alsoThrough,
  }),
];
const directionZones = directionZonesFor([]);

const testCodeZones = [
  {
    target: src,
    from: [`${src}/**/testing/**`],
    message: 'Test doubles and fixtures are for tests only.',
  },
  { target: src, from: 'tests', message: 'Production code never imports the test suites.' },
];

const rule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: repo, zones }] });

/**
 * Packages only some requests use, loaded on first use (platform/on-first-use.ts, decision 100):
 * every function instance loads the bundle as it starts, so a static import of one of them adds
 * its load time to every cold start. Types may be imported statically.
 */
export const LOADED_ON_FIRST_USE = ['pdf-lib', 'stripe', '@sendgrid/mail', 'file-type', 'fflate'];
const onFirstUseRule = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: LOADED_ON_FIRST_USE.map((name) => ({
        name,
        allowTypeImports: true,
        message: `Load ${name} with onFirstUse (platform/on-first-use.ts, decision 100): a static import loads it in every function's start.`,
      })),
    },
  ],
};

export default [
  {
    files: [`${src}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing each file: it must know .ts is TypeScript.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(repo, 'functions/tsconfig.json') },
          extensions: ['.ts', '.js'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { ...rule([...directionZones, ...testCodeZones]), 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${src}/**/*.ts`],
    ignores: [`${src}/**/*.test.ts`, `${src}/**/testing/**`],
    rules: onFirstUseRule,
  },
  {
    // Tests and their doubles may use doubles, an allowed feature's too (its testing/ folder:
    // an order built by the orders' own fixture); the direction still holds for them.
    files: [`${src}/**/*.test.ts`, `${src}/**/testing/**/*.ts`],
    rules: rule(directionZonesFor(['./testing'])),
  },
];
