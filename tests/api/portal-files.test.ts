/**
 * The portal's code in a few files by who needs it (decision 092), as the build wrote it:
 * the practitioner's dashboard never fetches the admin's code nor the admin the
 * practitioner's, a patient's tracking and pay pages fetch none of the portal's, and a first
 * visit to either dashboard asks for its code in a few dozen files, not ninety. Reads
 * web/dist, which the stack's build wrote; it needs no emulator.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../../scripts/local-tools.ts';
import { withStaticImports } from '../../scripts/bench/public-js-sizes.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = join(ROOT, 'web/dist');
const manifest = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
/** Before decision 092: 91 files for /dashboard, 51 for /admin. */
const MOST_FILES_A_SHELL_PRELOADS = 45;

/** The files of the portal's groups (web/scripts/portal-chunks.ts) and of the two dashboards' own modules. */
function filesOf(names: string[], modules: string[]): string[] {
  const groups = Object.entries(manifest).filter(([key, chunk]) => key.startsWith('_') && chunk.name !== undefined && names.includes(chunk.name));
  const own = modules.map((module) => manifest[module]?.file);
  return [...groups.map(([, chunk]) => chunk.file), ...own].filter((file): file is string => file !== undefined);
}

async function preloadsOf(shell: string): Promise<string[]> {
  const html = await readFile(join(DIST, shell), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

/** Every file a page fetches at once: the app's entry and a screen, with their static imports. */
function loadedAtOnce(screen: string): Set<string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src?.endsWith('index.html'));
  const files = [entry?.file, manifest[screen]?.file].filter((file): file is string => file !== undefined);
  return new Set(withStaticImports(files, manifest));
}

const ADMIN_FILES = filesOf(['admin'], ['src/app/routes/admin.tsx']);
const DASHBOARD_FILES = filesOf(['dashboard'], ['src/app/routes/dashboard.tsx']);
const PORTAL_FILES = filesOf(['portal', 'portal-both', 'dashboard', 'admin'], ['src/app/routes/admin.tsx', 'src/app/routes/dashboard.tsx']);

describe("the portal's code in a few files (decision 092)", () => {
  test('the build has each of the groups', () => {
    expect(ADMIN_FILES).toHaveLength(2);
    expect(DASHBOARD_FILES).toHaveLength(2);
    expect(PORTAL_FILES.length).toBeGreaterThanOrEqual(6);
  });

  test("/dashboard preloads none of the admin's files, /admin none of the practitioner's", async () => {
    const dashboard = await preloadsOf('dashboard-shell.html');
    const admin = await preloadsOf('admin-shell.html');
    expect(dashboard).toEqual(expect.arrayContaining(DASHBOARD_FILES));
    expect(dashboard.filter((file) => ADMIN_FILES.includes(file))).toEqual([]);
    expect(admin).toEqual(expect.arrayContaining(ADMIN_FILES));
    expect(admin.filter((file) => DASHBOARD_FILES.includes(file))).toEqual([]);
  });

  test.each(['src/app/routes/track.tsx', 'src/app/routes/pay.tsx'])("a patient's page (%s) fetches none of the portal's files", (screen) => {
    const files = loadedAtOnce(screen);
    expect(files.size).toBeGreaterThan(1);
    expect([...files].filter((file) => PORTAL_FILES.includes(file))).toEqual([]);
  });

  test.each(['dashboard-shell.html', 'admin-shell.html'])('%s asks for its code in a few dozen files at most', async (shell) => {
    const preloads = await preloadsOf(shell);
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.length, preloads.join(', ')).toBeLessThanOrEqual(MOST_FILES_A_SHELL_PRELOADS);
  });
});
