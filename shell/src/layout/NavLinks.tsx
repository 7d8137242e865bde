import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useMainNavigation } from '../navigation/use-main-navigation';
import { AllowanceNoticeBadge } from './AllowanceNoticeBadge';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupName = styled.span`
  display: block;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** A link of the main navigation; the current page's is marked (aria-current). */
export const NavItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.palette.accentSoft};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.accent};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.palette.accent};
  }
`;

/** The drawer's navigation: home, then each group's items under the group's name. */
export function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('navbar');
  const { home, groups, current } = useMainNavigation();
  const id = useId();
  const link = (to: string, labelKey: string) => (
    <NavItemLink to={to} aria-current={to === current ? 'page' : undefined} onClick={onNavigate}>
      {t(labelKey)}
      {to === '/team' && <AllowanceNoticeBadge />}
    </NavItemLink>
  );
  return (
    <List>
      <li>{link(home.to, home.labelKey)}</li>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupName id={`${id}-${group.id}`}>{t(`groups.${group.id}`)}</GroupName>
          <List aria-labelledby={`${id}-${group.id}`}>
            {group.items.map((item) => (
              <li key={item.to}>{link(item.to, item.labelKey)}</li>
            ))}
          </List>
        </li>
      ))}
    </List>
  );
}
