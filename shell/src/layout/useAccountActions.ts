import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { publish } from '@lesson-planner/shared-contracts/events';
import { signOutUser } from '@lesson-planner/shared-contracts/session';
import { useTranslation } from 'react-i18next';

/** Profile, settings and sign-out, shared by the user menu and the mobile drawer. */
export function useAccountActions() {
  const navigate = useNavigate();
  const { t } = useTranslation('navbar');
  return {
    openProfile: () => navigate('/profile'),
    openSettings: () => navigate('/settings'),
    signOut: () => {
      signOutUser()
        .then(() => navigate('/'))
        .catch(() => publish('notice:show', { kind: 'error', message: t('signOutFailed') }));
    },
  };
}
