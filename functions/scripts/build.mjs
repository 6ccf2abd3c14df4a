// Bundles src/index.ts into lib/index.js.
//
// Cloud Functions uploads functions/ on its own and installs functions/package.json
// dependencies from npm, where the workspace package @pharmacy/shared does not exist.
// So @pharmacy/shared (and anything relative) is inlined, every other package stays
// external, and the build fails if an external package is missing from
// functions/package.json dependencies (it would crash only after deploying).
//
// Usage: node scripts/build.mjs [--watch]
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import * as esbuild from 'esbuild';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const INLINED = ['@pharmacy/shared'];
const watch = process.argv.includes('--watch');

const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const declared = new Set(Object.keys(manifest.dependencies ?? {}));
for (const name of INLINED) {
  if (declared.has(name)) {
    throw new Error(`${name} must not be a dependency of functions/package.json: it is inlined.`);
  }
}

/** "@scope/pkg/sub/path" -> "@scope/pkg"; "pkg/sub" -> "pkg". */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (name) => name.startsWith('node:') || builtinModules.includes(name);

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    const undeclared = new Set();
    build.onStart(() => undeclared.clear());
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path);
      if (INLINED.includes(name)) return undefined;
      if (!isBuiltin(name) && !declared.has(name)) undeclared.add(name);
      return { path: args.path, external: true };
    });
    build.onEnd((result) => {
      if (undeclared.size === 0) return;
      const text = `Imported but not in functions/package.json dependencies: ${[...undeclared].join(', ')}`;
      // esbuild has already printed its own log by now, so say it here.
      process.stderr.write(`✘ [ERROR] ${text}\n`);
      result.errors.push({ text });
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: functionsDir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  const result = await esbuild.build(options).catch(() => null);
  if (!result || result.errors.length > 0) process.exit(1);
}
