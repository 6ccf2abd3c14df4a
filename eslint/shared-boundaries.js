// Import boundaries of the shared workspace (shared/src), issue 31, decision 056:
// src/index.ts and src/function-routing.ts gather -> <feature>/ -> platform/.
// Generated from eslint/feature-graph.js, the one list all three workspaces follow: a
// feature uses another only along FEATURE_EDGES and only through that feature's
// index.ts; platform/ imports no feature; no import cycle; shared imports nothing of the
// web, the function, the test suites or the scripts. Tests may reach across features to
// build what they check (an order to ask orderMoveRefusal about), never out of shared.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { FEATURE_EDGES, FEATURE_ROOTS, FEATURES } from './feature-graph.js';

const repo = path.resolve(import.meta.dirname, '..');
const src = FEATURE_ROOTS.shared;
const features = FEATURES.filter((feature) => feature.in.includes('shared')).map((feature) => feature.name);
const platform = `${src}/platform`;
/** The files beside index.ts that gather features (function-routing.ts): above every feature, like index.ts. */
const rootFiles = readdirSync(path.join(repo, src), { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
  .map((entry) => `${src}/${entry.name}`);

const uses = (importer, used) => FEATURE_EDGES.some((edge) => edge.importer === importer && edge.uses === used);

const platformZone = {
  target: platform,
  from: [...features.map((feature) => `${src}/${feature}`), ...rootFiles],
  message: 'platform/ serves every feature and imports none: move what it needs into platform/, or the feature\u2019s part into the feature.',
};

const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) =>
      uses(feature, other)
        ? {
            target: `${src}/${feature}`,
            from: `${src}/${other}`,
            except: ['./index.ts'],
            message: `Use the ${other} feature through ${other}/index.ts.`,
          }
        : {
            target: `${src}/${feature}`,
            from: `${src}/${other}`,
            message: `${feature} may not use ${other} (eslint/feature-graph.js): move what both need down to platform/, or to the feature the graph lets the other use; or add the edge to FEATURE_EDGES with its reason.`,
          },
    ),
);

const gatheringZones = [
  // A feature importing what gathers it would be a cycle; the gatherers reach features through their index.ts.
  ...features.map((feature) => ({
    target: `${src}/${feature}`,
    from: rootFiles,
    message: 'index.ts and function-routing.ts gather the features: a feature never imports them.',
  })),
  ...features.map((feature) => ({
    target: rootFiles,
    from: `${src}/${feature}`,
    except: ['./index.ts'],
    message: `Gather the ${feature} feature through ${feature}/index.ts.`,
  })),
];

const outsideZones = [
  { target: 'shared', from: 'web', message: 'shared/ is below the web; it imports nothing of it.' },
  { target: 'shared', from: 'functions', message: 'shared/ is below the function; it imports nothing of it.' },
  { target: 'shared', from: ['tests', 'scripts'], message: 'shared/ imports nothing of the test suites or the scripts.' },
];

const testCodeZone = {
  target: src,
  from: [`${src}/**/testing/**`, `${src}/**/*.fixture.ts`, `${src}/**/*.test.ts`],
  message: 'Test fixtures are for tests only.',
};

const rule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: repo, zones }] });

export default [
  {
    files: ['shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing each file: it must know .ts is TypeScript.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(repo, 'shared/tsconfig.json') },
          extensions: ['.ts'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      ...rule([platformZone, ...featureZones, ...gatheringZones, ...outsideZones, testCodeZone]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and their fixtures may use any feature and fixture to build what they check.
    files: [`${src}/**/*.test.ts`, `${src}/**/*.fixture.ts`, `${src}/**/testing/**/*.ts`],
    rules: rule(outsideZones),
  },
];
