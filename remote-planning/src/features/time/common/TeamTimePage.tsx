import { useTranslation } from 'react-i18next';
import { TeamChooser } from '@lesson-planner/shared-contracts/forms';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { TeamTimeLoad } from './TeamTimeLoad';

/**
 * A page on a team's time: its title and lead, the choice of team for someone in several (while
 * `canChooseTeam`), then the reads' states and the page (TeamTimeLoad).
 */
export function TeamTimePage({
  title,
  lead,
  onChooseTeam,
  canChooseTeam = true,
  children,
  ...load
}: Parameters<typeof TeamTimeLoad>[0] & {
  title: string;
  lead: string;
  onChooseTeam: (teamId: string) => void;
  canChooseTeam?: boolean;
}) {
  const { t } = useTranslation('planner');
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <Lead>{lead}</Lead>
      {canChooseTeam && (
        <TeamChooser
          label={t('schedule.team')}
          teams={load.teams.teams}
          value={load.teams.team?.id ?? ''}
          onChange={onChooseTeam}
        />
      )}
      <TeamTimeLoad {...load}>{children}</TeamTimeLoad>
    </PageSection>
  );
}
