import { useEffect, useState } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/kit';
import { useTranslation } from 'react-i18next';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { loadTeam, loadTeams, useTeamsStore } from '../../stores/teams-store';
import { UsageReport } from './UsageReport';

/**
 * The signed-in member's own AI usage, read the same way as the team's allowance report (shown
 * on /profile, exposed to remote-auth as FEDERATED_MODULES.myUsagePanel). One team at a time,
 * the first by name until the member picks another.
 */
export default function MyUsagePanel() {
  const { t } = useTranslation('teams');
  const uid = useSession((session) => session.user?.uid ?? null);
  const teams = useTeamsStore((state) => state.teams?.data ?? null);
  const [chosen, setChosen] = useState<string | null>(null);
  const teamId = chosen ?? teams?.[0]?.id ?? null;
  const team = useTeamsStore((state) => (teamId ? state.details[teamId]?.data : null) ?? null);
  const errors = useTeamsStore((state) => state.errors);

  useEffect(() => {
    void loadTeams();
  }, []);
  useEffect(() => {
    if (teamId) void loadTeam(teamId);
  }, [teamId]);

  return (
    <Card as="section" aria-labelledby="my-usage-title">
      <Stack $gap={4}>
        <h2 id="my-usage-title">{t('usage.mine')}</h2>
        <TeamErrorMessage code={errors.loadTeams ?? errors.loadTeam} />
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
        {team && uid ? (
          <UsageReport key={team.id} team={team} onlyMember={uid} />
        ) : (
          (!teams || teamId) && (
            <p role="status">
              <Spinner /> {t('usage.loading')}
            </p>
          )
        )}
      </Stack>
    </Card>
  );
}
