import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiClose, mdiMenu } from '@mdi/js';
import { BarButton, Drawer, Icon, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { FRAME_WIDE_PX } from './frame-width';
import { NavLinks } from './NavLinks';
import { useAccountActions } from './useAccountActions';
import { usePendingInvitationCount } from './usePendingInvitationCount';
import { Badge } from './UserMenu';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Who = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  span + span {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Actions = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(4)} 0 0;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

/** Below the wide frame: the grouped navigation, who is signed in and their role, in a left drawer. */
export function MobileDrawer() {
  const { t } = useTranslation('navbar');
  const dialog = useRef<HTMLDialogElement>(null);
  const session = useSession();
  const pending = usePendingInvitationCount();
  const actions = useAccountActions();
  const close = () => dialog.current?.close();

  // The drawer exists only below the wide frame: crossing it (a rotated tablet) closes it,
  // so a hidden modal can never leave the page inert.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${FRAME_WIDE_PX}px)`);
    const onChange = () => wide.matches && dialog.current?.close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);
  const signedIn = session.status === 'signed-in';
  const name =
    session.profile?.displayName ?? session.user?.displayName ?? session.user?.email ?? '';

  return (
    <>
      <BarButton
        type="button"
        aria-label={t('openMenu')}
        onClick={() => dialog.current?.showModal()}
      >
        <Icon path={mdiMenu} size={24} />
      </BarButton>
      <Drawer ref={dialog} aria-label={t('mainNavigation')}>
        <Header>
          {signedIn ? (
            <Who>
              <span>{name}</span>
              <span>
                {t(`roles.${session.profile?.role ?? 'teacher'}`, {
                  defaultValue: t('roles.teacher'),
                })}
              </span>
            </Who>
          ) : (
            <span />
          )}
          <BarButton type="button" aria-label={t('closeMenu')} onClick={close}>
            <Icon path={mdiClose} />
          </BarButton>
        </Header>
        <nav aria-label={t('mainNavigation')}>
          <NavLinks onNavigate={close} />
        </nav>
        {!signedIn && (
          <Actions>
            <li>
              <Link to="/auth/login" onClick={close}>
                {t('signIn')}
              </Link>
            </li>
            <li>
              <Link to="/auth/register" onClick={close}>
                {t('signUp')}
              </Link>
            </li>
          </Actions>
        )}
        {signedIn && (
          <Actions>
            <li>
              <BarButton type="button" onClick={() => (close(), actions.openProfile())}>
                {t('profile')}
                {pending > 0 && (
                  <>
                    <Badge aria-hidden>{pending}</Badge>
                    <VisuallyHidden>{t('pendingInvitations', { count: pending })}</VisuallyHidden>
                  </>
                )}
              </BarButton>
            </li>
            <li>
              <BarButton type="button" onClick={() => (close(), actions.openSettings())}>
                {t('settings')}
              </BarButton>
            </li>
            <li>
              <BarButton type="button" onClick={() => (close(), actions.signOut())}>
                {t('signOut')}
              </BarButton>
            </li>
          </Actions>
        )}
      </Drawer>
    </>
  );
}
