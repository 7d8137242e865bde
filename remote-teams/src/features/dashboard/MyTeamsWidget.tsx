import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { queryClient } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsQuery } from '@lesson-planner/shared-contracts/teams';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { failureCode } from '../../api/team-failure';
import { useMyTeams } from '../../components/use-my-teams';

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
// it), not a render later; the card's query shares that read, or starts it when no user was
// known yet.
const signedIn = useSession.getState().user;
if (signedIn) void queryClient.prefetchQuery(myTeamsQuery(signedIn.uid));

/** Dashboard card: the user's teams and each team's allowance. */
export default function MyTeamsWidget() {
  const { t } = useTranslation('teams');
  const read = useMyTeams();
  const teams = read.data ?? null;
  const error = failureCode(read.error);

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
