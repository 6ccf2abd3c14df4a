/**
 * The portal's code in a few files by who needs it (decision 092), instead of Rolldown's
 * default of one chunk per set of screens sharing a module: some ninety files, which a first
 * visit to /dashboard or /admin fetched a few at a time from the Hosting emulator.
 *
 * Two builds (web/scripts/build.ts). The first, in memory, with the default chunking, shows
 * what the bundler really put together (after tree-shaking, which a walk of the graph cannot
 * see through a feature's index.ts): which modules the public pages (the public entry and its
 * form islands), every page of the app (its entry's static imports) and a patient's tracking
 * and pay pages load. Those keep the default chunking in the second build, so none of those
 * pages loads portal code; what a patient's page shares with the portal (schemas, zod, query
 * and date libraries) goes to `patient-pages`. The practitioners' own screens outside the
 * portal (sign-in, registration) may load portal files: they lead into it. Every other module
 * goes by the module graph:
 * - `portal` if the portal's shell imports it;
 * - `portal-both` if both dashboards load it at once;
 * - `dashboard` if the practitioner's dashboard reaches it and no admin view does;
 * - `admin` if the admin dashboard imports it and the practitioner's does not.
 * The rest keeps the default: an admin view's own modules and what a view shares with the
 * practitioner's dashboard (loaded when the view opens, so the admin's first view does not
 * run every view's code), the account screens' own code, the Firebase SDK, and the modules
 * prerender.ts finds by name. The groups import only downwards (admin or dashboard ->
 * portal-both -> portal -> patient-pages -> the default chunks, an admin view's chunks
 * between the two dashboards' and portal-both), so they form no cycle.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** What Rolldown's chunking context gives about a module (the part used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export type PortalChunk = 'patient-pages' | 'portal' | 'portal-both' | 'dashboard' | 'admin';

/** The graph's roots, relative to web/. */
const ROOTS = {
  /** index.html, whose one script is src/main.tsx. */
  app: 'index.html',
  public: 'src/entry-public.ts',
  /** A patient's pages, opened from an e-mail's link, often on a phone. */
  patientScreens: ['src/app/routes/track.tsx', 'src/app/routes/pay.tsx'],
  shell: 'src/app/layout/portal-layout.tsx',
  dashboard: ['src/app/routes/dashboard.tsx', 'src/app/dashboard-read-ahead.ts'],
  admin: ['src/app/routes/admin.tsx'],
} as const;

/** Modules prerender.ts finds by name in the build manifest (and the patients' pages): each keeps its own file. */
const NAMED_MODULES = [
  'src/app/account-screens.ts',
  'src/app/layout/portal-layout.tsx',
  'src/app/routes/admin.tsx',
  'src/app/admin-views/overview.tsx',
  'src/app/routes/dashboard.tsx',
  'src/app/dashboard-read-ahead.ts',
];
/** The Firebase SDK, loaded on its own by lib/firebase.ts; prerender.ts finds its entry modules by name. */
const FIREBASE_SDK = /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/;

/** Where the first build's chunks say a module is loaded, outside the dashboards. */
export interface LoadedOutsideThePortal {
  /** By a public page (the public entry, its islands) or by every page of the app (its entry's static imports). */
  everyPage: Set<string>;
  /** By a patient's tracking or pay page (static imports), and not already by every page. */
  patientPages: Set<string>;
  /** Of those, the ones the portal also loads (its shell, both dashboards and their views). */
  sharedWithThePortal: Set<string>;
}

/** Reads the first build: which modules a patient's page loads, and from where. */
export function modulesOutsideThePortal(output: Rolldown.RolldownOutput, webRoot: string): LoadedOutsideThePortal {
  const chunks = new Map(output.output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const entry = (module: string) => {
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === resolve(webRoot, module));
    if (!chunk) throw new Error(`The first build has no chunk for ${module}.`);
    return chunk.fileName;
  };
  /** Every module of the chunks `roots` load, with what they import (and, if `dynamic`, load later). */
  const loadedBy = (roots: readonly string[], dynamic: boolean) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || seen.has(fileName)) return;
      seen.add(fileName);
      for (const id of chunk.moduleIds) modules.add(id);
      for (const next of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) visit(next);
    };
    roots.forEach(visit);
    return modules;
  };
  const everyPage = new Set([...loadedBy([entry(ROOTS.public)], true), ...loadedBy([entry(ROOTS.app)], false)]);
  const patientPages = new Set([...loadedBy(ROOTS.patientScreens.map(entry), false)].filter((id) => !everyPage.has(id)));
  const portal = loadedBy([entry(ROOTS.shell)], true);
  const sharedWithThePortal = new Set([...patientPages].filter((id) => portal.has(id)));
  return { everyPage, patientPages, sharedWithThePortal };
}

function closure(graph: ModuleGraph, roots: readonly string[], { dynamic, stop }: { dynamic: boolean; stop: ReadonlySet<string> }): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/** Each module's file; a module not in the map keeps the default chunking. */
export function classifyPortalModules(graph: ModuleGraph, loaded: LoadedOutsideThePortal, webRoot: string): Map<string, PortalChunk> {
  const path = (file: string) => resolve(webRoot, file);
  const outside = new Set([...loaded.everyPage, ...loaded.patientPages]);
  const shell = closure(graph, [path(ROOTS.shell)], { dynamic: false, stop: outside });
  const beyondShell = new Set([...outside, ...shell]);
  const dashboard = closure(graph, ROOTS.dashboard.map(path), { dynamic: true, stop: beyondShell });
  // The admin's views load one by one (each is a file of its own, as before): only what the
  // admin dashboard itself imports is grouped, but a module any view shares with the
  // practitioner's dashboard is the portal's, so the admin never loads the dashboard's file.
  const admin = closure(graph, ROOTS.admin.map(path), { dynamic: false, stop: beyondShell });
  const adminViews = closure(graph, ROOTS.admin.map(path), { dynamic: true, stop: beyondShell });
  const named = new Set([...NAMED_MODULES, ...ROOTS.patientScreens].map(path));
  const chunks = new Map<string, PortalChunk>();
  const place = (id: string, chunk: PortalChunk) => {
    if (!named.has(id) && !FIREBASE_SDK.test(id)) chunks.set(id, chunk);
  };
  for (const id of loaded.sharedWithThePortal) place(id, 'patient-pages');
  for (const id of shell) place(id, 'portal');
  for (const id of dashboard) {
    // Shared with a view the admin opens later: a file of its own, as before, so that the
    // admin dashboard's first view does not run every view's code.
    if (admin.has(id)) place(id, 'portal-both');
    else if (!adminViews.has(id)) place(id, 'dashboard');
  }
  for (const id of admin) if (!dashboard.has(id)) place(id, 'admin');
  return chunks;
}

/** The `codeSplitting` group for the second build: it classifies once, on its first call. */
export function portalChunkGroup(loaded: LoadedOutsideThePortal, webRoot: string): Rolldown.CodeSplittingGroup {
  let chunks: Map<string, PortalChunk> | undefined;
  return {
    name: (id, graph) => {
      chunks ??= classifyPortalModules(graph, loaded, webRoot);
      return chunks.get(id) ?? null;
    },
    debugName: 'portal',
    // Only the modules placed above: a dependency outside the portal stays where the public pages load it.
    includeDependenciesRecursively: false,
  };
}
