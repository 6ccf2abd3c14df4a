/**
 * A public form's island (decision 072): React and the form, no router. Loaded by the
 * page's script (entry-public.ts) when the visitor first touches the form, and hydrated
 * over the form's prerendered HTML, keeping whatever was already typed or chosen.
 */
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, isIslandName, islandIdPrefix } from './app/islands.tsx';

/** Hydrates the island at `place`; resolves once React has taken it over. */
export function hydrateIsland(place: HTMLElement): Promise<void> {
  const name = place.dataset.island;
  if (!isIslandName(name)) return Promise.reject(new Error(`No island named ${name ?? '(none)'}.`));
  return new Promise((resolve) => {
    hydrateRoot(place, <IslandRoot name={name} onHydrated={resolve} />, { identifierPrefix: islandIdPrefix(name) });
  });
}
