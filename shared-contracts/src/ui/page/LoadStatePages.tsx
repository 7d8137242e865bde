import type { ReactNode } from 'react';
import {
  ErrorPanel,
  Spinner,
  PageHeading,
  PageSection,
  Stack,
} from '@lesson-planner/shared-contracts/ui';

/**
 * A page whose resource could not be read: the failure (with a retry when one may help) and
 * a way back: `backLink`, a link of the caller's router (so the kernel's UI needs none). Every
 * text comes translated from the caller's namespace.
 */
export function LoadFailurePage({
  title,
  message,
  onRetry,
  backLink,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  backLink: ReactNode;
}) {
  return (
    <PageSection>
      <Stack $gap={4}>
        <ErrorPanel title={title} message={message} onRetry={onRetry} />
        <p>{backLink}</p>
      </Stack>
    </PageSection>
  );
}

/** A page still reading its resource: its title and an announced status. */
export function LoadingPage({ title, status }: { title: string; status: string }) {
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <p role="status">
        <Spinner /> {status}
      </p>
    </PageSection>
  );
}
