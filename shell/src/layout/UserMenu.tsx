import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiAccountCircle, mdiCog, mdiLogout } from '@mdi/js';
import { Icon, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { MenuButton } from './MenuButton';
import { useAccountActions } from './useAccountActions';
import { usePendingInvitationCount } from './usePendingInvitationCount';

export const Badge = styled.span`
  min-width: 1.5em;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-size: ${({ theme }) => theme.type.caption};
  font-weight: 700;
  text-align: center;
`;

export function UserMenu({ displayName }: { displayName: string }) {
  const { t, i18n } = useTranslation('navbar');
  const pending = usePendingInvitationCount();
  const actions = useAccountActions();
  const count = new Intl.NumberFormat(i18n.language).format(pending);
  return (
    <MenuButton
      buttonLabel={
        pending > 0
          ? t('userMenuWithInvitations', { name: displayName, count: pending })
          : t('userMenu', { name: displayName })
      }
      buttonContent={
        <>
          <Icon path={mdiAccountCircle} size={24} />
          {pending > 0 && <Badge aria-hidden>{count}</Badge>}
        </>
      }
      entries={[
        {
          kind: 'item',
          key: 'profile',
          icon: <Icon path={mdiAccountCircle} />,
          label: (
            <>
              {t('profile')}
              {pending > 0 && (
                <>
                  <Badge aria-hidden>{count}</Badge>
                  <VisuallyHidden>{t('pendingInvitations', { count: pending })}</VisuallyHidden>
                </>
              )}
            </>
          ),
          onSelect: actions.openProfile,
        },
        {
          kind: 'item',
          key: 'settings',
          icon: <Icon path={mdiCog} />,
          label: t('settings'),
          onSelect: actions.openSettings,
        },
        { kind: 'divider', key: 'divider' },
        {
          kind: 'item',
          key: 'sign-out',
          icon: <Icon path={mdiLogout} />,
          label: t('signOut'),
          onSelect: actions.signOut,
        },
      ]}
    />
  );
}
