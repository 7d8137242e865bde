import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { LanguageSelector } from './LanguageSelector';
import { MobileDrawer } from './MobileDrawer';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.palette.surface};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  white-space: nowrap;
`;

const DesktopOnly = styled.div`
  display: none;
  ${mediaUp('md')} {
    display: flex;
  }
`;

const MobileOnly = styled.div`
  ${mediaUp('md')} {
    display: none;
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
`;

export function AppBar() {
  const { t } = useTranslation('navbar');
  const status = useSession((session) => session.status);
  const name = useSession(
    (session) =>
      session.profile?.displayName ?? session.user?.displayName ?? session.user?.email ?? '',
  );
  return (
    <Bar>
      <MobileOnly>
        <MobileDrawer />
      </MobileOnly>
      <Brand to="/">{t('common:appName')}</Brand>
      <DesktopOnly as="nav" aria-label={t('mainNavigation')}>
        <NavLinks />
      </DesktopOnly>
      <End>
        <LanguageSelector />
        <ThemeToggle />
        {status === 'signed-in' ? (
          <UserMenu displayName={name} />
        ) : (
          <DesktopOnly style={{ gap: 8 }}>
            <AuthLink to="/auth/login" $variant="secondary">
              {t('signIn')}
            </AuthLink>
            <AuthLink to="/auth/register">{t('signUp')}</AuthLink>
          </DesktopOnly>
        )}
      </End>
    </Bar>
  );
}
