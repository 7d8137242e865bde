import { NavLink } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { navItems } from '../navigation/nav-items';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.palette.accentSoft};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.accent};
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.palette.accent};
  }
`;

/** The main navigation items for the current visitor; the current route is marked. */
export function NavLinks({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('navbar');
  const signedIn = useSession((session) => session.status === 'signed-in');
  const teamCount = useSession((session) => session.profile?.teams.length ?? 0);
  return (
    <List $vertical={vertical}>
      {navItems({ signedIn, teamCount }).map((item) => (
        <li key={item.to}>
          <Link to={item.to} end={item.to === '/'} onClick={onNavigate}>
            {t(item.labelKey)}
          </Link>
        </li>
      ))}
    </List>
  );
}
