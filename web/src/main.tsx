import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { markHeadPrerendered } from './app/use-document-head.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element.');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);

// Public pages arrive prerendered (web/scripts/prerender.ts): take over that HTML.
// The app shell (portal screens, 404) arrives empty: render from scratch.
if (container.firstElementChild) {
  markHeadPrerendered(window.location.pathname);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
