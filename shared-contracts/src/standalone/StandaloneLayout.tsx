import { Link, Outlet } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteName } from '../federation/remote-names';
import { useThemeChoice } from '@lesson-planner/shared-contracts/theme';
import { Button, Toaster } from '@lesson-planner/shared-contracts/ui';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.palette.surface};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

/** A plain frame for a remote running alone: links to its own routes and a theme switch. */
export function StandaloneLayout({ remote, paths }: { remote: RemoteName; paths: string[] }) {
  const { t } = useTranslation('common');
  const toggleMode = useThemeChoice((choice) => choice.toggleMode);
  return (
    <>
      <Header>
        <strong>{t('standalone.title', { area: remote })}</strong>
        <nav aria-label={t('standalone.routes')}>
          {paths
            .filter((path) => !path.includes(':'))
            .map((path) => (
              <Link key={path} to={path} style={{ marginRight: 12 }}>
                {path}
              </Link>
            ))}
        </nav>
        <Button type="button" $variant="secondary" onClick={toggleMode}>
          {t('standalone.toggleTheme')}
        </Button>
      </Header>
      <main>
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}
