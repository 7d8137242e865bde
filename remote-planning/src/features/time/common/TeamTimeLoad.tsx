import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';

import type { PlanningFailureCode } from '../../../api/planning-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { FailureMessage } from '../../../components/FailureMessage';
import type { LoadedTeamTime } from './use-team-time';

interface Read {
  failure: PlanningFailureCode | null;
  retry: () => void;
}

/**
 * A time page's two reads (the user's teams, then the chosen team's time) as one: their
 * failure with a retry of the read that failed, the loading status (also while `pending`, a
 * page's own read), the way to a team for someone in none, then the page.
 */
export function TeamTimeLoad({
  teams,
  time,
  loading,
  pending = false,
  children,
}: {
  teams: Read & { teams: TeamRef[] | null; team: TeamRef | null };
  time: Read & { time: LoadedTeamTime | null };
  loading: string;
  pending?: boolean;
  children: (team: TeamRef, time: LoadedTeamTime) => ReactNode;
}) {
  const { t } = useTranslation('planner');
  const read =
    !teams.teams || (teams.team && (!time.time || pending))
      ? null
      : { team: teams.team, time: time.time };
  return (
    <LoadState
      result={{ data: read, error: teams.failure ?? time.failure }}
      loading={loading}
      failure={(code) => <FailureMessage code={code} />}
      onRetry={teams.failure ? teams.retry : time.retry}
      isEmpty={(data) => !data.team || !data.time}
      empty={<TimeEmpty text={t('schedule.noTeam')} to="/team" link={t('schedule.toTeams')} />}
    >
      {(data) => data.team && data.time && children(data.team, data.time)}
    </LoadState>
  );
}

/** Nothing to show yet, and the page where that changes. */
export function TimeEmpty({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <Card>
      <Stack>
        <p>{text}</p>
        <div>
          <LinkButton to={to}>{link}</LinkButton>
        </div>
      </Stack>
    </Card>
  );
}
