// Types of eslint/feature-graph.js for the TypeScript that reads it (scripts/feature-names.test.ts).
export type Workspace = 'shared' | 'web' | 'functions';
export interface Feature {
  name: string;
  in: Workspace[];
  why?: string;
}
export interface FeatureEdge {
  importer: string;
  uses: string;
  why: string;
}
export const FEATURES: Feature[];
export const FEATURE_EDGES: FeatureEdge[];
export const FEATURE_ROOTS: Record<Workspace, string>;
