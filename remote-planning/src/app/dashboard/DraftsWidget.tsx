import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Spinner, Stack, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { useMyExperiences, useMyUnitPlans, useMyUnits } from '../../api/my-teams-data';
import { PlanningFailure } from '../../api/planning-failure';
import { FailureMessage } from '../../components/FailureMessage';
import { ReviewStatusBadge } from '../../features/plans';
import { draftsToFinish, type DraftToFinish } from './drafts-to-finish';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** The leader's reason for changes, quoted under the plan it is about. */
const Reason = styled.blockquote`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.palette.accent};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** Where a draft opens: a plan sent back for changes in the editor, beside its comments. */
const linkOf = (draft: DraftToFinish) =>
  draft.kind === 'experience'
    ? `/experiences/${draft.id}`
    : draft.reviewStatus === 'changesRequested'
      ? `/units/plan/edit/${draft.id}`
      : `/units/${draft.id}`;

/**
 * Dashboard card "Drafts to finish": my draft units (with their plan and its review status),
 * plans sent back for changes first, and my draft experiences.
 */
export default function DraftsWidget() {
  const { t } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  // Live: a plan a leader sends back, or approves, moves here while the dashboard is open.
  const units = useMyUnits();
  const plans = useMyUnitPlans();
  const experiences = useMyExperiences();
  const error = units.error ?? plans.error ?? experiences.error;
  const failure = error ? PlanningFailure.from(error).code : null;
  const drafts = useMemo(
    () =>
      uid && units.data && plans.data && experiences.data
        ? draftsToFinish(uid, units.data, plans.data, experiences.data)
        : null,
    [uid, units.data, plans.data, experiences.data],
  );

  const describe = (draft: DraftToFinish) =>
    draft.kind === 'experience'
      ? t('dashboard.drafts.experience')
      : draft.lessons === null
        ? t('dashboard.drafts.unit')
        : t('dashboard.drafts.unitPlan', { count: draft.lessons });

  return (
    <Card as="section" aria-labelledby="drafts-title">
      <Stack>
        <h2 id="drafts-title">{t('dashboard.drafts.title')}</h2>
        <FailureMessage code={failure ?? undefined} />
        {!drafts && !failure && (
          <p role="status">
            <Spinner /> {t('dashboard.drafts.loading')}
          </p>
        )}
        {drafts?.length === 0 && <p>{t('dashboard.drafts.none')}</p>}
        {drafts && drafts.length > 0 && (
          <List>
            {drafts.map((draft) => (
              <li key={`${draft.kind}-${draft.id}`}>
                <Link to={linkOf(draft)}>{draft.title}</Link> <Kind>({describe(draft)})</Kind>
                {draft.kind === 'unit' && draft.reviewStatus && (
                  <>
                    {' '}
                    <ReviewStatusBadge status={draft.reviewStatus} />
                  </>
                )}
                {draft.kind === 'unit' && draft.reason && (
                  <Reason>
                    <VisuallyHidden>{t('dashboard.drafts.reason')} </VisuallyHidden>
                    {draft.reason}
                  </Reason>
                )}
              </li>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
