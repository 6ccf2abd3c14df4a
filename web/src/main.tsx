import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { preloadFirstScreen } from './app/route-config.tsx';
import { markHeadPrerendered } from './app/use-document-head.ts';
import { PAGE_LOADING_LABEL } from './components/ui/page-loading.tsx';
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
const prerendered = container.firstElementChild !== null;
if (!prerendered) {
  // The loading line a screen's fallback would show, until React's first render replaces it.
  const loading = document.createElement('p');
  loading.className = 'page-loading';
  loading.setAttribute('role', 'status');
  loading.textContent = PAGE_LOADING_LABEL;
  container.append(loading);
}

// The screen's code first (the shell preloads it), so that the first render shows the
// screen rather than a fallback React would keep up for 300 ms after the code had come
// (decision 089). preloadFirstScreen never rejects.
void preloadFirstScreen(window.location.pathname).then(() => {
  if (prerendered) {
    markHeadPrerendered(window.location.pathname);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
