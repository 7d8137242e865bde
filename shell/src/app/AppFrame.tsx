import type { ReactNode } from 'react';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { NoticeRegion } from './NoticeRegion';

/** What surrounds every screen, in the browser and in the HTML prerendered at build time. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      {children}
      <NoticeRegion />
    </AppProviders>
  );
}
