import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Button, Stack } from '@lesson-planner/shared-contracts/ui';

/**
 * What a read has come to: the shape of a TanStack Query result (`data`, `error`,
 * `isPending`). Without `isPending`, a read with neither data nor error is still running.
 */
export interface LoadResult<T, E> {
  data?: T | null;
  error?: E | null;
  isPending?: boolean;
}

export interface LoadStateProps<T, E> {
  result: LoadResult<T, E>;
  /** The status announced while the read runs. */
  loading: string;
  /** Why it failed, in the caller's words (an alert); a retry button follows when `onRetry` is given. */
  failure: (error: E) => ReactNode;
  onRetry?: () => void;
  /** When the data holds nothing to show, `empty` stands in for `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One place for a read's loading, failure (with a retry), empty and loaded states. */
export function LoadState<T, E>({
  result,
  loading,
  failure,
  onRetry,
  isEmpty,
  empty,
  children,
}: LoadStateProps<T, E>) {
  const { t } = useTranslation('common');
  const { data, error } = result;
  if (error != null)
    return (
      <Stack $gap={2}>
        {failure(error)}
        {onRetry && (
          <div>
            <Button type="button" $variant="secondary" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          </div>
        )}
      </Stack>
    );
  if (result.isPending || data == null)
    return (
      <p role="status">
        <Spinner /> {loading}
      </p>
    );
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
