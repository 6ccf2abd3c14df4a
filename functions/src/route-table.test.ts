/**
 * functions/README.md's route table is every route the two functions serve, and its
 * Layout names every feature folder (issue 31): both apps are built as http-apps.ts builds
 * them, with the emulators' dev routes on, and the routes their routers registered are
 * compared with the table's rows, each missing or extra one named.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { appBasics, createApiApp, createUploadsApp } from './http-apps.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const README = readFileSync(path.join(import.meta.dirname, '../README.md'), 'utf8');
const FEATURES = readdirSync(path.join(import.meta.dirname, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What express keeps of a route: its path and methods (Router.route). */
interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/** `:param` as the README writes it, `{param}`. */
const readmePath = (routePath: string) => `/api${routePath.replace(/:(\w+)/g, '{$1}')}`;

/** "function METHOD /api/path" for every route the app's routers registered (all are mounted at the root). */
function servedRoutes(functionName: string, app: Express): string[] {
  const layers = (app as unknown as { router: { stack: RouteLayer[] } }).router.stack;
  return layers
    .flatMap((layer) => (layer.route ? [layer] : (layer.handle?.stack ?? [])))
    .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${functionName} ${method.toUpperCase()} ${readmePath(route.path)}`) : []));
}

/** The route table's rows as "function METHOD /api/path", and each row's feature. */
function tableRoutes(): { routes: string[]; features: string[] } {
  const routes: string[] = [];
  const features: string[] = [];
  for (const line of README.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const route = /^`(GET|POST|PUT|DELETE|PATCH) (\/api\/[^`?\s]*)/.exec(cells[1] ?? '');
    if (!route) continue;
    features.push(cells[4] ?? '');
    for (const functionName of (cells[2] ?? '').split(',').map((name) => name.trim())) routes.push(`${functionName} ${route[1]} ${route[2]}`);
  }
  return { routes, features };
}

const served = [
  ...servedRoutes('api', createApiApp({ ...appBasics, devRoutesAllowed: true })),
  ...servedRoutes('uploads', createUploadsApp({ ...appBasics, devRoutesAllowed: true })),
];
const table = tableRoutes();

describe("functions/README.md's route table", () => {
  it('finds the routes of both apps (the reading of the routers works)', () => {
    expect(served).toContain('api GET /api/health');
    expect(served).toContain('uploads POST /api/submit-practitioner-request');
    expect(served.length).toBeGreaterThan(50);
  });

  it('lists every route the routers serve', () => {
    expect(served.filter((route) => !table.routes.includes(route)), 'served but missing from the table').toEqual([]);
  });

  it('lists no route the routers do not serve', () => {
    expect(table.routes.filter((route) => !served.includes(route)), 'in the table but not served').toEqual([]);
  });

  it('names a feature folder (or platform) for each route', () => {
    expect(table.features.filter((feature) => feature !== 'platform' && !FEATURES.includes(feature))).toEqual([]);
  });
});

describe("functions/README.md's Layout", () => {
  it('has one line for every feature folder', () => {
    expect(FEATURES.filter((feature) => !new RegExp(`^  ${feature}/ {2,}\\S`, 'm').test(README))).toEqual([]);
  });
});
