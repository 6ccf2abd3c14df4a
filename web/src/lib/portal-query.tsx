import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * One query cache for the portal screens. It is mounted inside each portal route
 * (never around the whole app) so react-query stays out of the public pages'
 * JavaScript (decision 006). Answers about people change under staff's hands:
 * refetch on focus, and do not retry a refusal over and over. The admin's first read
 * goes into it before the screen mounts (decision 073: lib/read-ahead.ts).
 */
export const portalQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true },
  },
});

export function PortalQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={portalQueryClient}>{children}</QueryClientProvider>;
}
