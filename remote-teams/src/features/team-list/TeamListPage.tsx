import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card } from '@lesson-planner/shared-contracts/ui';
import { ListPage } from '@lesson-planner/shared-contracts/ui/page';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { failureCode } from '../../api/team-failure';
import { useMyTeams } from '../../components/use-my-teams';

const TeamCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.subheading};
  }
`;

export default function TeamListPage() {
  const { t } = useTranslation('teams');
  const teams = useMyTeams();

  return (
    <ListPage
      title={t('titles.teamList')}
      lead={t('list.lead')}
      action={<LinkButton to="/team/create">{t('list.create')}</LinkButton>}
      result={{ data: teams.data, error: failureCode(teams.error) }}
      loading={t('list.loading')}
      failure={(code) => <TeamErrorMessage code={code} />}
      onRetry={teams.refetch}
      isEmpty={(found) => found.length === 0}
      empty={<p>{t('list.empty')}</p>}
    >
      {(found) => (
        <TeamCards>
          {found.map((team) => (
            <Card as="li" key={team.id}>
              <h2>
                <Link to={`/team/${team.id}`}>{team.name}</Link>
              </h2>
              <p>{team.myRole ? t(`roles.${team.myRole}`) : null}</p>
              {team.tokenUsage && (
                <AllowanceMeter
                  usage={team.tokenUsage}
                  label={t('allowance.meterLabel', { team: team.name })}
                />
              )}
            </Card>
          ))}
        </TeamCards>
      )}
    </ListPage>
  );
}
