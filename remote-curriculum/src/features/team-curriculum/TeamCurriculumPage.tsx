import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useParams, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import {
  Button,
  ErrorPanel,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { TextButton } from '@lesson-planner/shared-contracts/ui/kit';
import { failureCode } from '../../api/classroom-data';
import { useTeamCurriculum } from '../../api/curriculum-data';
import { FrameworkForm } from './FrameworkForm';
import { FrameworkView } from './FrameworkView';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(200px, 260px) minmax(0, 1fr);
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FrameworkNav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    color: inherit;
    text-align: start;
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.palette.surfaceRaised};
    font-weight: 700;
  }
`;

/** /curriculum/team/{teamId}: a team's frameworks; leaders create, edit and import. */
export default function TeamCurriculumPage() {
  const { t } = useTranslation('classroom');
  const { teamId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Live: a fellow leader's new framework shows while the page is open.
  const { data: curriculum, error: failed, refetch } = useTeamCurriculum(teamId);
  const error = failureCode(failed);
  const [creating, setCreating] = useState(false);

  if (!curriculum) {
    if (error) {
      return (
        <ErrorPanel
          title={t('titles.teamCurriculum')}
          message={t(`failures.${error}`)}
          onRetry={refetch}
        />
      );
    }
    return (
      <PageSection>
        <PageHeading>{t('titles.teamCurriculum')}</PageHeading>
        <p role="status">
          <Spinner /> {t('curriculum.loading')}
        </p>
      </PageSection>
    );
  }

  const { team, frameworks } = curriculum;
  const selectedId = searchParams.get('framework') ?? frameworks[0]?.id ?? null;
  const selected = frameworks.find((framework) => framework.id === selectedId) ?? null;
  const select = (frameworkId: string) => {
    setCreating(false);
    setSearchParams({ framework: frameworkId });
  };

  return (
    <PageSection>
      <PageHeading>{t('teamCurriculum.heading', { team: team.name })}</PageHeading>
      <Layout>
        <FrameworkNav aria-label={t('teamCurriculum.frameworksNav')}>
          <Stack>
            {frameworks.length === 0 && <p>{t('curriculum.noFrameworks')}</p>}
            <ul>
              {frameworks.map((framework) => (
                <li key={framework.id}>
                  <TextButton
                    type="button"
                    aria-current={!creating && framework.id === selected?.id ? 'page' : undefined}
                    onClick={() => select(framework.id)}
                  >
                    {framework.name}
                  </TextButton>
                </li>
              ))}
            </ul>
            {team.isLeader && !creating && (
              <div>
                <Button type="button" $variant="secondary" onClick={() => setCreating(true)}>
                  {t('frameworks.create')}
                </Button>
              </div>
            )}
          </Stack>
        </FrameworkNav>
        <div>
          {creating ? (
            <FrameworkForm
              teamId={teamId}
              onDone={(frameworkId) => (frameworkId ? select(frameworkId) : setCreating(false))}
            />
          ) : (
            selected && (
              <FrameworkView
                key={selected.id}
                team={team}
                framework={selected}
                onDeleted={() => setSearchParams({})}
              />
            )
          )}
        </div>
      </Layout>
    </PageSection>
  );
}
