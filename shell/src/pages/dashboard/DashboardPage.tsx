import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiCreation } from '@mdi/js';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import {
  classroomUnitAiPath,
  dashboardWidgetsFor,
} from '@lesson-planner/shared-contracts/federation';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Icon, Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { visitorOf } from '../../navigation/nav-items';
import { useKeptPaint } from './use-kept-paint';
import { WidgetSlot } from './WidgetSlot';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1,
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

// The first card ("This week") spans the width: it is what the teacher came for.
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaUp('md')} {
    grid-template-columns: repeat(2, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * /dashboard: the cards the areas expose (dashboardWidgets; a leader's own cards lead a leader's
 * dashboard), and the one primary action: planning a unit with AI on a classroom's real
 * meetings; a blank unit is the quiet way.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const name = useSession(
    (session) => session.profile?.displayName ?? session.user?.displayName ?? '',
  );
  const leader = useSession((session) => visitorOf(session).leader);
  const widgets = dashboardWidgetsFor(leader);
  const onTopCardSettled = useKeptPaint();
  return (
    <PageSection>
      <Header>
        <div>
          <PageHeading>{t('title')}</PageHeading>
          <Lead>{t('welcome', { name })}</Lead>
        </div>
        <Actions>
          <LinkButton to="/units/create" $variant="secondary">
            {t('planUnit')}
          </LinkButton>
          <LinkButton to={classroomUnitAiPath()}>
            <Icon path={mdiCreation} />
            {t('planWithAi')}
          </LinkButton>
        </Actions>
      </Header>
      <Grid>
        {widgets.map((widget, index) => (
          <WidgetSlot
            key={`${widget.remote}:${widget.id}`}
            widget={widget}
            topCard={widgets[0]!}
            onSettled={index === 0 ? onTopCardSettled : undefined}
          />
        ))}
      </Grid>
    </PageSection>
  );
}
