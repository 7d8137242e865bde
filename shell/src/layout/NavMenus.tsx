import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { useMainNavigation } from '../navigation/use-main-navigation';
import { AllowanceNoticeBadge } from './AllowanceNoticeBadge';
import { MenuButton } from './MenuButton';
import { NavItemLink } from './NavLinks';

const Row = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// In the bar the current page's link is underlined, as the group buttons are.
const BarLink = styled(NavItemLink)`
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.palette.accent};
  }
`;

/** The item beside which a leader's unseen allowance notices are counted. */
const TEAMS_ITEM = '/team';

/**
 * The wide frame's navigation: Plan, Teach and Team as menus, the one holding the current page
 * marked. A visitor, who has no groups, gets the home link (the product name leads there too).
 */
export function NavMenus() {
  const { t } = useTranslation('navbar');
  const { signedIn, home, groups, current } = useMainNavigation();
  return (
    <Row>
      {!signedIn && (
        <li>
          <BarLink to={home.to} aria-current={home.to === current ? 'page' : undefined}>
            {t(home.labelKey)}
          </BarLink>
        </li>
      )}
      {groups.map((group) => (
        <li key={group.id}>
          <MenuButton
            align="start"
            current={group.items.some((item) => item.to === current)}
            buttonContent={
              <>
                {t(`groups.${group.id}`)}
                {group.id === 'team' && <AllowanceNoticeBadge />}
                <Icon path={mdiChevronDown} />
              </>
            }
            entries={group.items.map((item) => ({
              kind: 'link',
              key: item.to,
              to: item.to,
              label:
                item.to === TEAMS_ITEM ? (
                  <>
                    {t(item.labelKey)}
                    <AllowanceNoticeBadge />
                  </>
                ) : (
                  t(item.labelKey)
                ),
              current: item.to === current,
            }))}
          />
        </li>
      ))}
    </Row>
  );
}
