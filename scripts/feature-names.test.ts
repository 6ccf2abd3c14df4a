/**
 * One name per concept (issue 31, decision 056): each workspace has a feature folder for
 * exactly the features eslint/feature-graph.js gives it, so a concept is called the same in
 * shared, web and functions. A feature that exists in one workspace under a name the others
 * do not use fails here, unless the graph lists it for that workspace only, with its reason.
 * The edges are checked too: each names two features, none is listed twice or both ways, and
 * together they make no cycle.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_EDGES, FEATURE_ROOTS, FEATURES, type Workspace } from '../eslint/feature-graph.js';

const repo = path.resolve(import.meta.dirname, '..');
/** Folders of a workspace's feature root that are not features. */
const NOT_FEATURES: Record<Workspace, string[]> = { shared: ['platform', 'testing'], web: [], functions: [] };

const foldersIn = (workspace: Workspace) =>
  readdirSync(path.join(repo, FEATURE_ROOTS[workspace]), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_FEATURES[workspace].includes(entry.name))
    .map((entry) => entry.name)
    .sort();

describe('one name per feature in every workspace', () => {
  it.each(['shared', 'web', 'functions'] as const)('%s has a folder for exactly the features the graph gives it', (workspace) => {
    const expected = FEATURES.filter((feature) => feature.in.includes(workspace)).map((feature) => feature.name).sort();
    expect(foldersIn(workspace)).toEqual(expected);
  });

  it('says why wherever a feature is not in all three workspaces', () => {
    const unexplained = FEATURES.filter((feature) => feature.in.length < 3 && !feature.why?.trim()).map((feature) => feature.name);
    expect(unexplained).toEqual([]);
  });

  it('lists each feature once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

describe('the edges between features', () => {
  const names = new Set(FEATURES.map((feature) => feature.name));

  it('name features the graph lists, each with its reason', () => {
    const unknown = FEATURE_EDGES.filter((edge) => !names.has(edge.importer) || !names.has(edge.uses) || !edge.why.trim());
    expect(unknown).toEqual([]);
  });

  it('run one way only and make no cycle', () => {
    const uses = new Map<string, string[]>();
    for (const edge of FEATURE_EDGES) uses.set(edge.importer, [...(uses.get(edge.importer) ?? []), edge.uses]);
    const cycles: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        cycles.push([...trail.slice(trail.indexOf(feature)), feature].join(' -> '));
        return;
      }
      for (const next of uses.get(feature) ?? []) visit(next, [...trail, feature]);
    };
    for (const feature of names) visit(feature, []);
    expect(cycles).toEqual([]);
  });
});
