import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@lesson-planner/shared-contracts/routing';
import {
  ErrorPanel,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
} from '@lesson-planner/shared-contracts/ui';
import { Select } from '@lesson-planner/shared-contracts/ui/kit';
import type { PageTeam } from './use-page-team';

type ReadyTeam = Extract<PageTeam, { status: 'ready' }>;

/**
 * A team page's states before it has a team to show: loading the user's teams, their failure,
 * no team to show from the navigation (`noTeam` says why), a team the user does not belong to,
 * and, on a leaders' page, a team they do not lead: each said in the page's own frame. Then the
 * page itself (`children`).
 */
export function TeamPageGate({
  page,
  title,
  noTeam,
  children,
}: {
  page: PageTeam;
  /** The page's title while it has no team. */
  title: string;
  noTeam: string;
  children: (team: ReadyTeam) => ReactNode;
}) {
  const { t } = useTranslation('teams');
  if (page.status === 'ready') return children(page);
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
export function TeamChoice({ page }: { page: ReadyTeam }) {
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
