/**
 * Turns the client build's index.html into one static HTML file per public page,
 * plus the app shell, the 404 page, sitemap.xml and robots.txt. A public page loads
 * no React: only its small script, and a form's island when touched (decision 072).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SITE } from '@pharmacy/shared';
import type * as PrerenderEntry from '../src/entry-prerender.tsx';
import { NON_INDEXABLE_PATHS, type HeadTag, type PageMeta } from '../src/app/page-meta.ts';

export type PrerenderModule = typeof PrerenderEntry;

const SPA_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * The template of a public page that ships without React (decision 072): the SPA's entry
 * and its modulepreloads give way to the page's own small script; the stylesheet stays.
 */
export function staticTemplate(template: string, publicEntryFile: string): string {
  const spaEntry = /<script type="module"[^>]*><\/script>/.exec(template)?.[0];
  if (!spaEntry) throw new Error('web/index.html must load its entry with <script type="module">.');
  const withoutSpa = template.replace(SPA_SCRIPTS, '');
  return withoutSpa.replace('</head>', `  <script type="module" crossorigin src="/${publicEntryFile}"></script>\n  </head>`);
}

const ISLAND_PLACE = /<div class="island" data-island="([a-z-]+)"><\/div>/g;

/** Fills each island's empty place in a page's body with the island's own render. */
export async function fillIslands(body: string, renderIsland: (name: string) => Promise<string>): Promise<string> {
  let filled = body;
  for (const [place, name = ''] of body.matchAll(ISLAND_PLACE)) {
    filled = filled.replace(place, `<div class="island" data-island="${name}">${await renderIsland(name)}</div>`);
  }
  return filled;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT_ELEMENT = '<div id="root"></div>';
/** The one script a prerendered public page loads at once (decision 072). */
const PUBLIC_ENTRY = 'src/entry-public.ts';
/**
 * The shell serves the account screens (login, registration...) and the portal's: it
 * preloads the account screens' list, which the public entry leaves out (decision 032).
 */
const SHELL_PRELOAD = 'src/app/account-screens.ts';
/**
 * /admin's own shell (decision 073): the app shell with the admin dashboard's code
 * preloaded, so the browser fetches and compiles it beside the entry instead of finding
 * each chunk only when the one before it runs: the portal's shell, the dashboard and its
 * default view, and the Firebase SDK modules the session starts with.
 */
const PORTAL_LAYOUT = 'src/app/layout/portal-layout.tsx';
const ADMIN_SHELL_PRELOADS = [PORTAL_LAYOUT, 'src/app/routes/admin.tsx', 'src/app/admin-views/overview.tsx'];
/**
 * /dashboard's own shell (decision 086), likewise: the portal's shell, the read ahead of the
 * open section's first read, and the practitioner dashboard with its sections, so the code
 * is asked for at once rather than each chunk only once the one before it has run. In this
 * order after the SDK: a server that answers one file at a time (the Hosting emulator) sends
 * the read ahead's few chunks before the sections' sixty.
 */
const DASHBOARD_SHELL_PRELOADS = ['src/app/dashboard-read-ahead.ts', 'src/app/routes/dashboard.tsx'];
const FIREBASE_SDK_MODULES = /\/node_modules\/firebase\/(app|auth|firestore\/lite)\/dist\/esm\/index\.esm\.js$/;
/** Never crawled: screens that depend on who is signed in or on a one-time link, and the API. */
const PRIVATE_PATHS = [...NON_INDEXABLE_PATHS, '/api/'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagToHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
    .join(' ');
  return tag === 'script' ? `<script ${attrs}>${text ?? ''}</script>` : `<${tag} ${attrs}>`;
}

/** Every chunk a module needs, its own file first (the entry's own chunks are already in the template). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dependency) => chunkFiles(manifest, dependency, seen))];
}

export function pageHtml(
  template: string,
  entry: Pick<PrerenderModule, 'documentTitle' | 'headTags'>,
  meta: PageMeta,
  body: string,
  preloads: string[],
  /** robots: false leaves out the robots tag whatever the meta says (the app shell). */
  { robots = true }: { robots?: boolean } = {},
): string {
  const tags = entry.headTags(meta).filter((tag) => robots || tag.attributes.name !== 'robots');
  const head = [`<title>${escapeHtml(entry.documentTitle(meta))}</title>`, ...tags.map(tagToHtml)].join('\n    ');
  // After the template's own entry, its chunks and the stylesheet, so that a shell's long list
  // (some 90 chunks for /dashboard) does not queue the entry and the styles behind it (decision 086).
  const links = preloads.filter((file) => !template.includes(file)).map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `);
  if (!template.includes(ROOT_ELEMENT) || !/<title>[^<]*<\/title>/.test(template) || !template.includes('</head>')) {
    throw new Error('web/index.html must contain <title>...</title>, </head> and an empty <div id="root"></div>.');
  }
  return template
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('</head>', `${links.join('')}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
}

/** `/` → index.html, `/about` → about.html, `/blog/x` → blog/x.html (Hosting's cleanUrls). */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

export function sitemapXml(entries: readonly { path: string; lastModified?: string }[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(new URL(path, SITE.publicOrigin).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', SITE.publicOrigin).href}`,
    '',
  ].join('\n');
}

async function write(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Writes every file; resolves to the number of prerendered pages. */
export async function writeSite(distDir: string, entry: PrerenderModule): Promise<number> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const publicEntry = manifest[PUBLIC_ENTRY];
  if (!publicEntry) throw new Error(`No chunk for ${PUBLIC_ENTRY} in the build manifest.`);
  const publicTemplate = staticTemplate(template, publicEntry.file);
  for (const { path } of entry.PRERENDERED) {
    const body = await fillIslands(await entry.renderPage(path), entry.renderIsland);
    const html = pageHtml(publicTemplate, entry, entry.pageMetaFor(path, entry.findArticle), body, chunkFiles(manifest, PUBLIC_ENTRY));
    await write(join(distDir, fileFor(path)), html);
  }

  // The shell serves several screens and the browser sets each one's head at once; it must
  // not say noindex itself (for /register and /practitioners), so it carries no robots tag.
  const shellMeta: PageMeta = { ...entry.NOT_FOUND_META, title: 'Practitioner Portal' };
  if (!manifest[SHELL_PRELOAD]) throw new Error(`No chunk for ${SHELL_PRELOAD} (app-shell.html) in the build manifest.`);
  const shellPreloads = chunkFiles(manifest, SHELL_PRELOAD);
  await write(join(distDir, 'app-shell.html'), pageHtml(template, entry, shellMeta, '', shellPreloads, { robots: false }));
  const sdkModules = Object.keys(manifest).filter((key) => FIREBASE_SDK_MODULES.test(key));
  if (sdkModules.length !== 3) throw new Error(`Expected the Firebase app, auth and Firestore Lite modules in the build manifest, found ${sdkModules.join(', ') || 'none'}.`);
  for (const [file, keys] of [
    ['admin-shell.html', [...ADMIN_SHELL_PRELOADS, ...sdkModules]],
    ['dashboard-shell.html', [PORTAL_LAYOUT, ...sdkModules, ...DASHBOARD_SHELL_PRELOADS]],
  ] as const) {
    for (const key of keys) if (!manifest[key]) throw new Error(`No chunk for ${key} (${file}) in the build manifest.`);
    const seen = new Set<string>();
    const preloads = keys.flatMap((key) => chunkFiles(manifest, key, seen));
    await write(join(distDir, file), pageHtml(template, entry, shellMeta, '', preloads, { robots: false }));
  }
  await write(join(distDir, '404.html'), pageHtml(template, entry, entry.NOT_FOUND_META, '', []));
  await write(join(distDir, 'sitemap.xml'), sitemapXml(entry.PRERENDERED));
  await write(join(distDir, 'robots.txt'), robotsTxt());
  return entry.PRERENDERED.length;
}
