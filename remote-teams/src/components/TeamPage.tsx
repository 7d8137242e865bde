import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import {
  ErrorPanel,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { usePageTeam, type PageTeam } from './use-page-team';

type ReadyTeam = Extract<PageTeam, { status: 'ready' }>;

/**
 * A team page (/team/{page} and /team/{id}/{page}): the team of its address, or, reached from the
 * navigation, one the user may choose among theirs. Before it has that team, its states: loading
 * the user's teams, their failure, no team to show (`noTeam` says why), a team the user does not
 * belong to, and, on a leaders' page, a team they do not lead, each said in the page's own frame.
 * Then the page: its heading naming the team, its lead, the team choice, and `children`.
 */
export function TeamPage({
  forLeaders,
  title,
  titleOf,
  noTeam,
  lead,
  children,
}: {
  forLeaders: boolean;
  /** The page's title while it has no team. */
  title: string;
  /** The page's title naming its team. */
  titleOf: (teamName: string) => string;
  noTeam: string;
  lead?: (team: ReadyTeam) => ReactNode;
  children: (team: ReadyTeam) => ReactNode;
}) {
  const { id } = useParams();
  const page = usePageTeam(id, { forLeaders });
  const { t } = useTranslation('teams');
  if (page.status === 'ready') {
    return (
      <PageSection>
        <PageHeading>{titleOf(page.team.name)}</PageHeading>
        <Stack $gap={4}>
          {lead && <Lead>{lead(page)}</Lead>}
          <TeamChoice page={page} />
          {children(page)}
        </Stack>
      </PageSection>
    );
  }
  if (page.status === 'failed') {
    return <ErrorPanel title={title} message={t(`errors.${page.code}`)} onRetry={page.retry} />;
  }
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      {page.status === 'loading' ? (
        <p role="status">
          <Spinner /> {t('list.loading')}
        </p>
      ) : page.status === 'noTeam' ? (
        <Lead>{noTeam}</Lead>
      ) : page.status === 'notMember' ? (
        <Lead>{t('errors.notMember')}</Lead>
      ) : (
        <>
          <Lead>{t('leadersOnly.text', { team: page.team.name })}</Lead>
          <p>
            <Link to={`/team/${page.team.id}`}>
              {t('leadersOnly.toTeam', { team: page.team.name })}
            </Link>
          </p>
        </>
      )}
    </PageSection>
  );
}

/** Reached from the navigation by someone with several teams: which team the page shows. */
function TeamChoice({ page }: { page: ReadyTeam }) {
  const { t } = useTranslation('teams');
  if (page.choices.length === 0) return null;
  return (
    <div className="no-print">
      <Select
        label={t('usage.team')}
        value={page.team.id}
        onChange={(event) => page.choose(event.target.value)}
        options={page.choices.map((team) => ({ value: team.id, label: team.name }))}
      />
    </div>
  );
}
