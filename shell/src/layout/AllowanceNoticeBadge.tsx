import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { Badge } from './UserMenu';
import { useUnseenAllowanceNotices } from './useUnseenAllowanceNotices';

/** The count of unseen allowance notices beside Teams, read out as a sentence; nothing at zero. */
export function AllowanceNoticeBadge() {
  const { t, i18n } = useTranslation('navbar');
  const count = useUnseenAllowanceNotices();
  if (count === 0) return null;
  return (
    <>
      <Badge aria-hidden>{new Intl.NumberFormat(i18n.language).format(count)}</Badge>
      <VisuallyHidden>{t('allowanceNotices', { count })}</VisuallyHidden>
    </>
  );
}
