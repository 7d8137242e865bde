import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Framework } from '@lesson-planner/shared-contracts/curriculum';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { Link } from '@lesson-planner/shared-contracts/routing';
import {
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { loadMyTeams, loadTeamCurriculum, useCurriculumStore } from '../../stores/curriculum-store';

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
  const teams = useCurriculumStore((state) => state.teams);
  const curricula = useCurriculumStore((state) => state.curricula);
  const loading = useCurriculumStore((state) => state.busy.loadTeams === true);
  const error = useCurriculumStore((state) => state.errors.loadTeams);
  const [loadedTeams, setLoadedTeams] = useState(false);

  useEffect(() => {
    void loadMyTeams().then(async (mine) => {
      await Promise.all(mine.map((team) => loadTeamCurriculum(team.id)));
      setLoadedTeams(true);
    });
  }, []);

  return (
    <PageSection>
      <PageHeading>{t('titles.curriculumList')}</PageHeading>
      <Lead>{t('curriculum.lead')}</Lead>
      <Stack $gap={4}>
        {(loading || (teams && !loadedTeams)) && (
          <p role="status">
            <Spinner /> {t('curriculum.loading')}
          </p>
        )}
        <FailureMessage code={error} />
        {teams?.data.length === 0 && (
          <Card>
            <Stack>
              <p>{t('curriculum.noTeams')}</p>
              <div>
                <LinkButton to="/team">{t('curriculum.toTeams')}</LinkButton>
              </div>
            </Stack>
          </Card>
        )}
        {teams?.data.map((team) => {
          const frameworks = curricula[team.id]?.data.frameworks;
          return (
            <Card as="section" key={team.id} aria-labelledby={`team-${team.id}`}>
              <Stack>
                <h2 id={`team-${team.id}`}>
                  <Link to={`/curriculum/team/${team.id}`}>{team.name}</Link>
                </h2>
                {frameworks?.length === 0 && <p>{t('curriculum.noFrameworks')}</p>}
                {frameworks && frameworks.length > 0 && (
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
        })}
      </Stack>
    </PageSection>
  );
}

const describeFramework = (framework: Framework): string =>
  [...framework.subjects, ...framework.gradeBands].join(' · ');
