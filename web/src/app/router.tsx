import { BrowserRouter } from 'react-router';
import { AppRoutes } from './route-config.tsx';

/**
 * Declarative mode: the app needs no loaders or actions, and the data router
 * would add about 16 KB (brotli) to every public page (decision 006).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
