import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Framework } from '@lesson-planner/shared-contracts/curriculum';
import { NoTeamCard } from '@lesson-planner/shared-contracts/content';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { combineResults, useQueries } from '@lesson-planner/shared-contracts/server-state';
import { Card, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { failureCode, useMyTeams } from '../../api/classroom-data';
import { teamFrameworksQuery } from '../../api/framework-reads';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { FailureMessage } from '../../components/FailureMessage';

const FrameworkList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** /curriculum: the frameworks of every team the user belongs to. */
export default function CurriculumListPage() {
  const { t } = useTranslation('classroom');
  const teams = useMyTeams();
  // Each team's frameworks, live: a leader's new framework shows while the list is open.
  const frameworks = useQueries({
    queries: (teams.data ?? []).map((team) => teamFrameworksQuery(team.id)),
    combine: combineResults<Framework[]>,
  });
  const read =
    teams.data === undefined
      ? { data: undefined, error: teams.error, refetch: () => void teams.refetch() }
      : {
          data: frameworks.data?.map((ofTeam, index) => ({
            team: teams.data[index]!,
            frameworks: ofTeam,
          })),
          error: frameworks.error,
          refetch: frameworks.refetch,
        };

  return (
    <PageSection>
      <PageHeading>{t('titles.curriculumList')}</PageHeading>
      <Lead>{t('curriculum.lead')}</Lead>
      <Stack $gap={4}>
        <LoadState
          result={{ data: read.data, error: failureCode(read.error) }}
          loading={t('curriculum.loading')}
          failure={(code) => <FailureMessage code={code} />}
          onRetry={read.refetch}
          isEmpty={(found) => found.length === 0}
          empty={<NoTeamCard reason={t('curriculum.noTeams')} way="teams" />}
        >
          {(found) =>
            found.map(({ team, frameworks: ofTeam }) => (
              <TeamFrameworks key={team.id} team={team} frameworks={ofTeam} />
            ))
          }
        </LoadState>
      </Stack>
    </PageSection>
  );
}

function TeamFrameworks({ team, frameworks }: { team: TeamRef; frameworks: Framework[] }) {
  const { t } = useTranslation('classroom');
  return (
    <Card as="section" aria-labelledby={`team-${team.id}`}>
      <Stack>
        <h2 id={`team-${team.id}`}>
          <Link to={`/curriculum/team/${team.id}`}>{team.name}</Link>
        </h2>
        {frameworks.length === 0 ? (
          <p>{t('curriculum.noFrameworks')}</p>
        ) : (
          <FrameworkList>
            {frameworks.map((framework) => (
              <li key={framework.id}>
                <Link to={`/curriculum/team/${team.id}?framework=${framework.id}`}>
                  {framework.name}
                </Link>{' '}
                <Muted>{describeFramework(framework)}</Muted>
              </li>
            ))}
          </FrameworkList>
        )}
      </Stack>
    </Card>
  );
}

const describeFramework = (framework: Framework): string =>
  [...framework.subjects, ...framework.gradeBands].join(' · ');
