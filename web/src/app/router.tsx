import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
// The react-router/dom build wires in react-dom's flushSync (React Router docs, RouterProvider).
import { RouterProvider } from 'react-router/dom';
import { routes } from './route-config.tsx';

export function AppRouter() {
  // Created once per mount rather than at import, so tests can import `routes` without a browser history.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
