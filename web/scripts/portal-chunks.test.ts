import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { classifyPortalModules, modulesOutsideThePortal, portalChunkGroup, type LoadedOutsideThePortal } from './portal-chunks.ts';

const ROOT = '/app/web';
const at = (file: string) => `${ROOT}/${file}`;

/** A module graph from `module: [static imports, dynamic imports]`, files relative to web/. */
function graphOf(modules: Record<string, [string[], string[]?]>) {
  return {
    getModuleInfo: (id: string) => {
      const entry = modules[id.slice(ROOT.length + 1)];
      return entry ? { importedIds: entry[0].map(at), dynamicallyImportedIds: (entry[1] ?? []).map(at) } : null;
    },
  };
}

const GRAPH = graphOf({
  'src/app/layout/portal-layout.tsx': [['src/lib/session.ts'], ['src/app/routes/dashboard.tsx', 'src/app/routes/admin.tsx']],
  'src/lib/session.ts': [['src/lib/money.ts']],
  'src/app/routes/dashboard.tsx': [['src/features/orders/order-form.tsx', 'src/features/patients/finder.tsx', 'src/features/queue/rows.ts']],
  'src/app/dashboard-read-ahead.ts': [['src/features/orders/order-form.tsx']],
  'src/features/orders/order-form.tsx': [['src/lib/money.ts']],
  'src/features/patients/finder.tsx': [[]],
  'src/features/queue/rows.ts': [[]],
  'src/app/routes/admin.tsx': [['src/features/patients/finder.tsx', 'src/app/admin-views/overview.tsx'], ['src/app/admin-views/orders.tsx']],
  'src/app/admin-views/overview.tsx': [['src/features/overview/figures.tsx']],
  'src/features/overview/figures.tsx': [[]],
  'src/app/admin-views/orders.tsx': [['src/features/queue/rows.ts', 'src/features/queue/order-table.tsx']],
  'src/features/queue/order-table.tsx': [[]],
  'src/lib/money.ts': [[]],
});

const nothingOutside: LoadedOutsideThePortal = { everyPage: new Set(), patientPages: new Set(), sharedWithThePortal: new Set() };

describe('the portal in a few files (decision 092)', () => {
  it('groups what the shell imports, what only the practitioner reaches, what both dashboards load at once, and what the admin dashboard imports', () => {
    const chunks = classifyPortalModules(GRAPH, nothingOutside, ROOT);
    expect(chunks.get(at('src/lib/session.ts'))).toBe('portal');
    expect(chunks.get(at('src/features/orders/order-form.tsx'))).toBe('dashboard');
    expect(chunks.get(at('src/features/patients/finder.tsx'))).toBe('portal-both');
    expect(chunks.get(at('src/features/overview/figures.tsx'))).toBe('admin');
  });

  it('never puts the practitioner’s code where an admin view loads it, nor an admin view’s own code in the admin’s first file', () => {
    const chunks = classifyPortalModules(GRAPH, nothingOutside, ROOT);
    // Shared by the dashboard and a view the admin opens later: left to the default chunking.
    expect(chunks.has(at('src/features/queue/rows.ts'))).toBe(false);
    expect(chunks.has(at('src/features/queue/order-table.tsx'))).toBe(false);
    expect(chunks.has(at('src/app/admin-views/orders.tsx'))).toBe(false);
  });

  it('leaves alone what a public or patient page loads, and the modules prerender.ts finds by name', () => {
    const loaded: LoadedOutsideThePortal = {
      everyPage: new Set([at('src/lib/money.ts')]),
      patientPages: new Set([at('src/features/patients/finder.tsx')]),
      sharedWithThePortal: new Set(),
    };
    const chunks = classifyPortalModules(GRAPH, loaded, ROOT);
    expect(chunks.has(at('src/lib/money.ts'))).toBe(false);
    expect(chunks.has(at('src/features/patients/finder.tsx'))).toBe(false);
    for (const named of ['src/app/layout/portal-layout.tsx', 'src/app/routes/dashboard.tsx', 'src/app/routes/admin.tsx', 'src/app/admin-views/overview.tsx', 'src/app/dashboard-read-ahead.ts']) {
      expect(chunks.has(at(named))).toBe(false);
    }
  });

  it('puts what a patient page shares with the portal in a file of its own', () => {
    const loaded: LoadedOutsideThePortal = {
      everyPage: new Set(),
      patientPages: new Set([at('src/lib/money.ts'), at('src/features/track/tracking-page.tsx')]),
      sharedWithThePortal: new Set([at('src/lib/money.ts')]),
    };
    const chunks = classifyPortalModules(GRAPH, loaded, ROOT);
    expect(chunks.get(at('src/lib/money.ts'))).toBe('patient-pages');
    expect(chunks.has(at('src/features/track/tracking-page.tsx'))).toBe(false);
  });

  it('reads from the first build what the public pages, the app entry and a patient page load', () => {
    const chunk = (fileName: string, facade: string | null, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
      type: 'chunk' as const,
      fileName,
      facadeModuleId: facade === null ? null : at(facade),
      moduleIds: moduleIds.map(at),
      imports,
      dynamicImports,
    });
    const output = {
      output: [
        chunk('public.js', 'src/entry-public.ts', ['src/entry-public.ts'], [], ['island.js']),
        chunk('island.js', null, ['src/app/islands.tsx'], ['shared.js']),
        chunk('shared.js', null, ['src/lib/site.ts']),
        chunk('index.js', 'index.html', ['src/main.tsx'], ['shared.js'], ['portal-layout.js']),
        chunk('portal-layout.js', 'src/app/layout/portal-layout.tsx', ['src/app/layout/portal-layout.tsx'], ['money.js'], ['dashboard.js']),
        chunk('dashboard.js', 'src/app/routes/dashboard.tsx', ['src/app/routes/dashboard.tsx']),
        chunk('track.js', 'src/app/routes/track.tsx', ['src/app/routes/track.tsx'], ['money.js', 'shared.js']),
        chunk('pay.js', 'src/app/routes/pay.tsx', ['src/app/routes/pay.tsx'], ['money.js']),
        chunk('money.js', null, ['src/lib/money.ts']),
      ],
    } as unknown as Rolldown.RolldownOutput;
    const loaded = modulesOutsideThePortal(output, ROOT);
    expect([...loaded.everyPage].sort()).toEqual(['src/app/islands.tsx', 'src/entry-public.ts', 'src/lib/site.ts', 'src/main.tsx'].map(at));
    expect([...loaded.patientPages].sort()).toEqual(['src/app/routes/pay.tsx', 'src/app/routes/track.tsx', 'src/lib/money.ts'].map(at));
    expect([...loaded.sharedWithThePortal]).toEqual([at('src/lib/money.ts')]);
  });

  it('as a group, classifies once and names nothing it did not place', () => {
    let reads = 0;
    const counting = { getModuleInfo: (id: string) => ((reads += 1), GRAPH.getModuleInfo(id)) };
    const group = portalChunkGroup(nothingOutside, ROOT);
    const name = group.name as (id: string, graph: typeof counting) => string | null;
    expect(name(at('src/lib/session.ts'), counting)).toBe('portal');
    const afterFirst = reads;
    expect(name(at('src/features/queue/rows.ts'), counting)).toBeNull();
    expect(reads).toBe(afterFirst);
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});
