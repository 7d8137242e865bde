import { useState } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { failureCode } from '../../api/team-failure';
import type { TeamSummary } from '../../api/team-types';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { useMyTeams } from '../../components/use-my-teams';
import { UsageReport } from './UsageReport';
import { useTeamUsage } from './use-team-usage';

/**
 * The signed-in member's own AI usage, read the same way as the team's allowance report (shown
 * on /profile, exposed to remote-auth as FEDERATED_MODULES.myUsagePanel). One team at a time,
 * the first by name until the member picks another.
 */
export default function MyUsagePanel() {
  const { t } = useTranslation('teams');
  const uid = useSession((session) => session.user?.uid ?? null);
  const read = useMyTeams();
  const teams = read.data ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const team = teams?.find((candidate) => candidate.id === chosen) ?? teams?.[0] ?? null;
  const teamId = team?.id ?? null;

  return (
    <Card as="section" aria-labelledby="my-usage-title">
      <Stack $gap={4}>
        <h2 id="my-usage-title">{t('usage.mine')}</h2>
        <TeamErrorMessage code={failureCode(read.error)} />
        {teams && teams.length === 0 && <p>{t('usage.noTeam')}</p>}
        {teams && teams.length > 1 && teamId && (
          <Select
            label={t('usage.team')}
            value={teamId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {teams.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        )}
        {team && uid ? <OwnUsage key={team.id} team={team} uid={uid} /> : !teams && <Loading />}
      </Stack>
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation('teams');
  return (
    <p role="status">
      <Spinner /> {t('usage.loading')}
    </p>
  );
}

/** One team's report of the member's own use, live (the team itself from the list of teams). */
function OwnUsage({ team, uid }: { team: TeamSummary; uid: string }) {
  const usage = useTeamUsage(team.id, uid, false, team);
  if (usage.data) return <UsageReport team={usage.data} onlyMember={uid} />;
  return usage.error ? <TeamErrorMessage code={failureCode(usage.error)} /> : <Loading />;
}
