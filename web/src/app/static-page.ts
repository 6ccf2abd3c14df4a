import { createContext } from 'react';

/**
 * True while the build prerenders a public page that ships without React (decision 072):
 * the page's small script (public-page.ts) drives the header and the accordion, so they
 * render the markup it expects, and each island leaves its place empty for the
 * prerenderer to fill with the island's own render (islands.tsx).
 */
export const StaticPageContext = createContext(false);
