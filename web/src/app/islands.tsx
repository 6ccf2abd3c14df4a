import { useContext, useEffect, type ReactElement } from 'react';
import { EnquiryForm } from '@/features/enquiries/index.ts';
import { StaticPageContext } from './static-page.ts';

/**
 * The parts of a prerendered public page that React still runs (decision 072): the two
 * forms. Each is rendered on its own at build time (web/scripts/prerender.ts) and
 * hydrated on its own in the browser (entry-island.tsx), so its markup and ids match
 * without the router or the rest of the page.
 */
export const ISLANDS = {
  'contact-form': () => <EnquiryForm kind="contact" />,
  'upload-form': () => <EnquiryForm kind="script" />,
} satisfies Record<string, () => ReactElement>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && name in ISLANDS;

/** Every island's ids start with its name, on the server and in the browser alike. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/**
 * An island's place in a page. In the SPA it renders the island in place; in a
 * prerendered page it stays empty until the prerenderer puts the island's own HTML there.
 */
export function Island({ name }: { name: IslandName }) {
  const isStatic = useContext(StaticPageContext);
  return (
    <div className="island" data-island={name}>
      {isStatic ? null : ISLANDS[name]()}
    </div>
  );
}

/**
 * An island's root, the same at build time and in the browser (so their markup and ids
 * match); `onHydrated` runs once the browser has taken the prerendered form over.
 */
export function IslandRoot({ name, onHydrated }: { name: IslandName; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return ISLANDS[name]();
}
