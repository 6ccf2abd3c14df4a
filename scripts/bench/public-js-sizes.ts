/**
 * What JavaScript each prerendered public page loads before anyone touches it, read from
 * a built site (`web/dist`) and its Vite manifest: the HTML's module script and
 * modulepreload links, and every chunk they import statically. Sizes are brotli at
 * quality 11, as Hosting would serve them (decision 032). Lazy chunks (the head table on
 * navigation, the photo reducer, the upload sender once a form is touched) are not
 * counted: the page does not load them to show itself.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface PageScripts {
  /** The page's path, as in sitemap.xml: `/`, `/about`, `/blog/<slug>`. */
  path: string;
  /** Every script file the page loads at once (`assets/...js`), in a stable order. */
  files: string[];
  /** Their brotli sizes summed, in bytes. */
  bytes: number;
  /** What a form's island adds when the visitor first touches the form (decision 072); none elsewhere. */
  islandFiles: string[];
  islandBytes: number;
  /** bytes + islandBytes: all the JavaScript the page runs without navigating (the budget's figure). */
  total: number;
}

/** The module of the forms' island, fetched by the page's script on first touch (web/src/entry-public.ts). */
const ISLAND_ENTRY = 'src/entry-island.tsx';

/** A file's size brotli-compressed at quality 11 (what `bench:public` reports too). */
export function brotliBytes(content: Buffer): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The prerendered pages, read back from the sitemap the build wrote. */
export async function publicPaths(distDir: string): Promise<string[]> {
  const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** `/` → index.html, `/about` → about.html (Hosting's cleanUrls, web/scripts/prerender.ts). */
const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The scripts an HTML file names: its module entry and its modulepreload links. */
export function scriptsInHtml(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined);
}

/** Each named file with every chunk it imports statically, by the manifest's `imports`. */
export function withStaticImports(files: readonly string[], manifest: Record<string, ManifestChunk>): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  for (const file of files) {
    if (!keyOf.has(file)) throw new Error(`${file} is not in the build manifest: is web/dist from one build?`);
    visit(file);
  }
  return [...seen].sort();
}

/** Every prerendered page of the built site in `distDir`, with the scripts it loads and their size. */
export async function measurePublicPages(distDir: string): Promise<PageScripts[]> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = brotliBytes(await readFile(join(distDir, file)));
    sizes.set(file, size);
    return size;
  };
  const pages: PageScripts[] = [];
  for (const path of await publicPaths(distDir)) {
    const html = await readFile(join(distDir, htmlFileOf(path)), 'utf8');
    const files = withStaticImports(scriptsInHtml(html), manifest);
    let bytes = 0;
    for (const file of files) bytes += await sizeOf(file);
    const island = manifest[ISLAND_ENTRY];
    const hasIsland = /data-island="/.test(html);
    if (hasIsland && !island) throw new Error(`${path} has an island but the build has no ${ISLAND_ENTRY}.`);
    const islandFiles = hasIsland && island ? withStaticImports([island.file], manifest).filter((file) => !files.includes(file)) : [];
    let islandBytes = 0;
    for (const file of islandFiles) islandBytes += await sizeOf(file);
    pages.push({ path, files, bytes, islandFiles, islandBytes, total: bytes + islandBytes });
  }
  return pages;
}
