import type { ReactNode } from 'react';
import { AppProviders, Toaster } from '@lesson-planner/shared-contracts/ui';

/** What surrounds every screen, in the browser and in the HTML prerendered at build time. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      {children}
      <Toaster />
    </AppProviders>
  );
}
