import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { useMainNavigation } from '../navigation/use-main-navigation';
import { NarrowOnly, WideOnly, wideFrame } from './frame-width';
import { LanguageSelector } from './LanguageSelector';
import { MobileDrawer } from './MobileDrawer';
import { NavMenus } from './NavMenus';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.palette.surface};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  ${wideFrame} {
    gap: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

const Brand = styled(Link)`
  font-weight: 700;
  /* A phone's bar holds the brand, the menus and the account beside each other. */
  font-size: ${({ theme }) => theme.type.body};
  ${wideFrame} {
    font-size: ${({ theme }) => theme.type.subheading};
  }
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.accent};
  }
`;

const End = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const AuthLink = styled(Button).attrs({ as: Link })`
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * The frame's bar: the product name (home for a visitor, the dashboard when signed in), the
 * grouped navigation from 1024 px (the drawer below), language, theme and the account.
 */
export function AppBar() {
  const { t } = useTranslation('navbar');
  const status = useSession((session) => session.status);
  const name = useSession(
    (session) =>
      session.profile?.displayName ?? session.user?.displayName ?? session.user?.email ?? '',
  );
  const { home, current } = useMainNavigation();
  return (
    <Bar>
      <NarrowOnly as="div">
        <MobileDrawer />
      </NarrowOnly>
      <Brand to={home.to} aria-current={home.to === current ? 'page' : undefined}>
        {t('common:appName')}
      </Brand>
      <WideOnly as="nav" aria-label={t('mainNavigation')}>
        <NavMenus />
      </WideOnly>
      <End>
        <LanguageSelector />
        <ThemeToggle />
        {status === 'signed-in' ? (
          <UserMenu displayName={name} />
        ) : (
          <WideOnly>
            <AuthLink to="/auth/login" $variant="secondary">
              {t('signIn')}
            </AuthLink>
            <AuthLink to="/auth/register">{t('signUp')}</AuthLink>
          </WideOnly>
        )}
      </End>
    </Bar>
  );
}
