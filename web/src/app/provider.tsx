import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NetworkStatusBanner } from '../components/feedback/network-status-banner';
import { ToastViewport } from '../components/toast';
import { createQueryClient } from '../lib/react-query';

/** App-wide providers that do not need the router. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <NetworkStatusBanner />
      <ToastViewport />
    </QueryClientProvider>
  );
}
