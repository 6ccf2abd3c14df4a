// The feature -> feature zones both workspaces' boundaries use (decisions 014 and 016):
// for every pair of feature folders, either "only through the other's index.ts" (the pair
// is in the allow-list) or "not at all", with the message each workspace gives.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The feature folders under `${src}/features`. */
export function featureFolders(repo, src) {
  return readdirSync(path.join(repo, src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * `imports`: [{ importer, uses, why }]. `refused`: the message for a pair not listed.
 * `throughIndex(other)`: the message for reaching past an allowed feature's index.ts.
 * `alsoThrough`: more folders of an allowed feature that may be used (tests: './testing').
 */
export function featureZones({ src, features, imports, refused, throughIndex, alsoThrough = [] }) {
  const allowed = (importer, used) => imports.some((pair) => pair.importer === importer && pair.uses === used);
  return features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) =>
        allowed(feature, other)
          ? { target: `${src}/features/${feature}`, from: `${src}/features/${other}`, except: ['./index.ts', ...alsoThrough], message: throughIndex(other) }
          : { target: `${src}/features/${feature}`, from: `${src}/features/${other}`, message: refused },
      ),
  );
}
