import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ROUTES } from '@pharmacy/shared';
import { AppRouter } from './app/router.tsx';
import { markHeadPrerendered } from './app/use-document-head.ts';
import './styles/global.css';

// The admin dashboard starts its code, the session and its first read together (decision 073).
if (window.location.pathname === ROUTES.admin) {
  void import('./app/admin-start.ts').then(({ startAdmin }) => startAdmin(window.location.search));
}

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
