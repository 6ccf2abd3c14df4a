/**
 * `npm run build` / `build:emulator`: the client bundle, then a server bundle of
 * the same app, which renders every public page to static HTML (decision 006).
 *
 *   dist/index.html, dist/about.html, dist/blog/<slug>.html ...  prerendered pages
 *   dist/app-shell.html   the empty app, for portal screens and /verify
 *   dist/admin-shell.html the same for /admin, with the dashboard's code preloaded (decision 073)
 *   dist/dashboard-shell.html  the same for /dashboard, with its code preloaded (decision 086)
 *   dist/404.html         the empty app with the not-found head (Hosting answers 404)
 *   dist/sitemap.xml, dist/robots.txt
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { modulesOutsideThePortal, portalChunkGroup } from './portal-chunks.ts';
import { writeSite, type PrerenderModule } from './prerender.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
const mode = values.mode;
const serverOutDir = '.prerender';

// The portal's code in a few files (decision 092): a first build, in memory, shows which
// modules the public pages and the app's entry load; the second groups the rest.
const firstPass = await build({ root: webRoot, mode, logLevel: 'warn', build: { write: false } });
if (Array.isArray(firstPass) || !('output' in firstPass)) throw new Error('Expected one build output from the first pass.');
const outside = modulesOutsideThePortal(firstPass, webRoot);
await build({
  root: webRoot,
  mode,
  logLevel: 'warn',
  build: { rolldownOptions: { output: { codeSplitting: { groups: [portalChunkGroup(outside, webRoot)] } } } },
});
await build({
  root: webRoot,
  mode,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: serverOutDir,
    emptyOutDir: true,
    manifest: false,
    // The prerenderer imports statically what the browser loads lazily; chunking does not matter here.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
});

const entry = pathToFileURL(`${webRoot}/${serverOutDir}/entry-prerender.js`).href;
const prerender = (await import(entry)) as PrerenderModule;
const written = await writeSite(`${webRoot}/dist`, prerender);
await rm(`${webRoot}/${serverOutDir}`, { recursive: true, force: true });
console.log(`Prerendered ${written} pages into web/dist (mode ${mode}).`);
