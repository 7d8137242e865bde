import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@lesson-planner/shared-contracts/ui';
import type { RemoteLoadFailureStatus } from './use-remote-component';

const TEXTS = {
  unavailable: ['errors.areaUnavailableTitle', 'errors.areaUnavailableMessage'],
  timedOut: ['errors.areaTimeoutTitle', 'errors.areaTimeoutMessage'],
  failed: ['errors.pageLoadTitle', 'errors.pageLoadMessage'],
} as const satisfies Record<RemoteLoadFailureStatus, readonly [string, string]>;

/** Why an area's page or card did not load, with Try again; a card leaves focus where it is. */
export function RemoteLoadFailure({
  status,
  onRetry,
  isCard = false,
}: {
  status: RemoteLoadFailureStatus;
  onRetry: () => void;
  isCard?: boolean;
}) {
  const { t } = useTranslation('common');
  const [title, message] = TEXTS[status];
  return <ErrorPanel title={t(title)} message={t(message)} onRetry={onRetry} takeFocus={!isCard} />;
}
