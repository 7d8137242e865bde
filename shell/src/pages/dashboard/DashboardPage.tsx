import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dashboardWidgets } from '@lesson-planner/shared-contracts/federation';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { WidgetSlot } from './WidgetSlot';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaUp('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const quickLinks = [
  { to: '/units', key: 'units' },
  { to: '/units/plan', key: 'unitPlans' },
  { to: '/experiences', key: 'experiences' },
  { to: '/classroom', key: 'classrooms' },
  { to: '/curriculum', key: 'curriculum' },
  { to: '/team', key: 'teams' },
] as const;

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const name = useSession(
    (session) => session.profile?.displayName ?? session.user?.displayName ?? '',
  );
  return (
    <PageSection>
      <PageHeading>{t('title')}</PageHeading>
      <Lead>{t('welcome', { name })}</Lead>
      <nav aria-label={t('quickLinks')}>
        <QuickLinks>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(`links.${link.key}`)}</Link>
            </li>
          ))}
        </QuickLinks>
      </nav>
      <Grid>
        {dashboardWidgets.map((widget) => (
          <WidgetSlot key={`${widget.remote}:${widget.id}`} widget={widget} />
        ))}
      </Grid>
    </PageSection>
  );
}
