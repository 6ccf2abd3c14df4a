// Import boundaries of the function (functions/src), decision 016:
// index.ts wires -> features/<feature> -> platform -> @pharmacy/shared.
// A feature reaches another only through that feature's index.ts, and production
// code never imports a testing/ folder or tests/.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';

const repo = path.resolve(import.meta.dirname, '..');
const src = 'functions/src';
const features = readdirSync(path.join(repo, src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const directionZones = [
  {
    target: `${src}/platform`,
    from: `${src}/features`,
    message: 'Platform code serves every feature and depends on none: move what both need into platform/.',
  },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features/${other}`,
        except: ['./index.ts'],
        message: `Reach the ${other} feature through features/${other}/index.ts.`,
      })),
  ),
  { target: 'shared', from: 'functions', message: 'shared/ is below the function; it imports nothing of it.' },
  { target: 'shared', from: 'web', message: 'shared/ is below the web; it imports nothing of it.' },
];

const testCodeZones = [
  {
    target: src,
    from: [`${src}/**/testing/**`],
    message: 'Test doubles and fixtures are for tests only.',
  },
  { target: src, from: 'tests', message: 'Production code never imports the test suites.' },
];

const rule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: repo, zones }] });

export default [
  {
    files: [`${src}/**/*.ts`, 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: rule([...directionZones, ...testCodeZones]),
  },
  {
    // Tests and their doubles may use doubles; the direction still holds for them.
    files: [`${src}/**/*.test.ts`, `${src}/**/testing/**/*.ts`],
    rules: rule(directionZones),
  },
];
