/**
 * Document titles now come from app/page-meta.ts (one table for the prerenderer
 * and the browser). Kept only until every screen stops rendering it.
 */
export function PageTitle(_props: { title: string }) {
  return null;
}
