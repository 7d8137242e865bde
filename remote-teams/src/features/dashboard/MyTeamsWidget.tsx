import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { loadTeams, useTeamsStore } from '../../stores/teams-store';

const TeamList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.body};
  }
`;

// The read starts as soon as the card's code runs (the dashboard fetches it ahead of rendering
// it), not a render later; the effect below shares that read, or starts it when no user was
// known yet.
if (useSession.getState().user) void loadTeams();

/** Dashboard card: the user's teams and each team's allowance. */
export default function MyTeamsWidget() {
  const { t } = useTranslation('teams');
  const teams = useTeamsStore((state) => state.teams?.data ?? null);
  const error = useTeamsStore((state) => state.errors.loadTeams);

  useEffect(() => {
    void loadTeams();
  }, []);

  return (
    <Card as="section" aria-labelledby="my-teams-title">
      <Stack>
        <h2 id="my-teams-title">{t('widget.title')}</h2>
        <TeamErrorMessage code={error} />
        {!teams && !error && (
          <p role="status">
            <Spinner /> {t('list.loading')}
          </p>
        )}
        {teams?.length === 0 && (
          <p>
            {t('widget.none')} <Link to="/team/create">{t('list.create')}</Link>
          </p>
        )}
        {teams && teams.length > 0 && (
          <TeamList>
            {teams.map((team) => (
              <li key={team.id}>
                <h3>
                  <Link to={`/team/${team.id}`}>{team.name}</Link>
                </h3>
                {team.tokenUsage ? (
                  <AllowanceMeter
                    usage={team.tokenUsage}
                    label={t('allowance.meterLabel', { team: team.name })}
                  />
                ) : (
                  <p>{t('allowance.none')}</p>
                )}
              </li>
            ))}
          </TeamList>
        )}
      </Stack>
    </Card>
  );
}
