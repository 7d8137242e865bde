import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import {
  lessonMinutes,
  planChangesSince,
  waitedSince,
  type ChangeSinceReview,
  type PlanLesson,
  type Unit,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { queryOptions, useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { readReviewedLessons, type ReviewedLessons } from '../../../api/plan-review';
import { PlanningFailure } from '../../../api/planning-failure';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { unitQuery } from '../../../api/unit-reads';
import { FailureMessage } from '../../../components/FailureMessage';
// The review reads the plan as its read-only editor view draws it: the same outline and lessons.
import { LessonList, OutlineLayout } from '../editor/lesson-layout';
import { LessonOutline, type OutlineItem } from '../editor/LessonOutline';
import { standardCodes } from '../editor/LessonSummary';
import { LessonView } from '../editor/LessonView';
import { useUnitStandards } from '../editor/unit-context';
import { showLesson, useLessonTarget } from '../editor/use-lesson-target';
import { ChangesSinceReview } from './ChangesSinceReview';
import { ReviewComments } from './ReviewComments';
import { ReviewDecision } from './ReviewDecision';
import { closeReview, openReview, useReviewStore } from './review-store';
import { useLeadsTeam, useMemberName } from './use-review-people';

interface PlanUnderReview {
  plan: UnitPlan;
  unit: Unit;
  reviewed: ReviewedLessons | null;
}

/** The lessons of the version last decided on: they never change once decided. */
const reviewedLessonsQuery = (planId: string, version: number) =>
  queryOptions({
    queryKey: ['unitPlans', 'detail', planId, 'reviewed', version] as const,
    queryFn: () => readReviewedLessons(planId),
    staleTime: Infinity,
  });

/** The plan and its unit (both live), and the lessons last decided on when there was a decision. */
function usePlanUnderReview(planId: string) {
  const uid = useSession((session) => session.user?.uid ?? null);
  const plan = useQuery({ ...unitPlanQuery(planId), enabled: uid !== null });
  const unit = useQuery({ ...unitQuery(planId), enabled: uid !== null });
  const decided = plan.data?.lastReview?.version;
  const reviewed = useQuery({
    ...reviewedLessonsQuery(planId, decided ?? 0),
    enabled: decided !== undefined,
  });
  const queries = [plan, unit, reviewed];
  const reviewedRead = decided === undefined || reviewed.data !== undefined;
  const data: PlanUnderReview | undefined =
    plan.data && unit.data && reviewedRead
      ? {
          plan: plan.data,
          unit: unit.data,
          reviewed: decided === undefined ? null : (reviewed.data ?? null),
        }
      : undefined;
  return {
    data,
    error:
      plan.error ??
      unit.error ??
      reviewed.error ??
      (plan.data === null ? new PlanningFailure('planNotFound') : null),
    refetch: () => {
      for (const query of queries) if (query.error) void query.refetch();
    },
  };
}

/** The review of the plan as first read, until the page leaves it (or reads it again). */
function useOpenReview(data: PlanUnderReview | undefined) {
  const planId = data?.plan.id;
  const open = useEffectEvent(() => {
    if (data) openReview(data.plan, data.unit.ownerId);
  });
  useEffect(() => {
    if (!planId) return;
    open();
    return closeReview;
  }, [planId]);
}

/**
 * /units/plan/review/{id}: a unit's plan as it will be taught, read-only, for its team's leader
 * to review: the lessons with their outline, what changed since the last review, the comments on
 * each lesson and on the whole plan, and the decision. Teammates may read and comment; only a
 * leader of the plan's team decides (and the server checks it).
 */
export default function PlanReviewPage() {
  const { t } = useTranslation('planner');
  const { id = '' } = useParams();
  const underReview = usePlanUnderReview(id);
  useOpenReview(underReview.data);
  // Reading again after a refused decision takes the plan as it now is (it is live).
  const reopen = () => {
    if (underReview.data) openReview(underReview.data.plan, underReview.data.unit.ownerId);
  };

  return (
    <PageSection>
      {!underReview.data && <PageHeading>{t('review.page.heading')}</PageHeading>}
      <LoadState
        result={underReview}
        loading={t('review.page.loading')}
        failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
        onRetry={underReview.refetch}
      >
        {(data) => <ReviewView {...data} onReload={reopen} />}
      </LoadState>
    </PageSection>
  );
}

function ReviewView({
  plan,
  unit,
  reviewed,
  onReload,
}: PlanUnderReview & { onReload: () => void }) {
  const { t, i18n } = useTranslation('planner');
  const standards = useUnitStandards(unit);
  const nameOf = useMemberName(unit.teamId);
  const leads = useLeadsTeam(unit.teamId);
  const status = useReviewStore((state) => state.status);
  const lastReview = useReviewStore((state) => state.lastReview);
  const changes = useMemo(
    () => (reviewed ? planChangesSince(reviewed.lessons, plan.lessons) : null),
    [reviewed, plan.lessons],
  );
  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium' });
  const submittedAt = plan.reviewUpdatedAt ?? plan.updatedAt;
  const waited = waitedSince(submittedAt, new Date());
  const owner = nameOf(unit.ownerId);

  const facts = [
    t('review.page.by', { name: owner }),
    subjectLabel(unit.subject, i18n.language),
    gradeLabel(unit.grade, i18n.language),
    t('unitPlans.lessonCount', { count: plan.lessons.length }),
  ].filter(Boolean);

  const statusText =
    status === 'inReview'
      ? t(`review.page.waiting.${waited.unit}`, {
          count: waited.count,
          date: formatDate(submittedAt),
        })
      : status === 'approved' && lastReview
        ? t('review.state.approvedBy', {
            name: nameOf(lastReview.reviewerId),
            date: lastReview.reviewedAt ? formatDate(lastReview.reviewedAt) : '',
          })
        : status === 'changesRequested' && lastReview
          ? t('review.state.changesRequested', {
              name: nameOf(lastReview.reviewerId),
              date: lastReview.reviewedAt ? formatDate(lastReview.reviewedAt) : '',
            })
          : t('review.page.notSubmitted');

  return (
    <Stack $gap={5}>
      <div>
        <PageHeading>{t('review.page.title', { title: unit.title })}</PageHeading>
        <Lead>{facts.join(' · ')}</Lead>
        <Link to={`/units/${unit.id}`}>{t('review.page.openUnit')}</Link>
      </div>
      {leads ? (
        <ReviewDecision status={statusText} onReload={onReload} />
      ) : (
        <Card as="p">{statusText}</Card>
      )}
      {lastReview && changes && (
        <ChangesSinceReview
          lastReview={lastReview}
          reviewerName={nameOf(lastReview.reviewerId)}
          changes={changes}
          lessons={plan.lessons}
        />
      )}
      {/* The comments are the region (named as this heading says); the card only frames them. */}
      <Card>
        <Stack $gap={2}>
          <h2>{t('review.planComments')}</h2>
          <ReviewComments
            place="plan"
            heading={t('review.planComments')}
            commentLabel={t('review.commentOnPlan')}
          />
        </Stack>
      </Card>
      <Lessons lessons={plan.lessons} standards={standards} changes={changes?.lessons ?? null} />
    </Stack>
  );
}

/** The lessons read-only beside their outline, each marked with what changed since the review. */
function Lessons({
  lessons,
  standards,
  changes,
}: {
  lessons: readonly PlanLesson[];
  standards: ReadonlyMap<string, Standard> | null;
  changes: readonly ChangeSinceReview[] | null;
}) {
  const { t } = useTranslation('planner');
  const keyed = useMemo(() => lessons.map((_, index) => ({ key: String(index) })), [lessons]);
  const [current, setCurrent] = useState<string | null>(null);
  useLessonTarget(keyed, setCurrent);
  const select = useCallback((key: string) => {
    setCurrent(key);
    showLesson(Number(key));
  }, []);
  const noteOf = (index: number): string | undefined => {
    const change = changes?.[index];
    if (!change) return undefined;
    if (change.kind === 'added') return t('review.note.added');
    if (change.kind === 'changed') return t('review.note.changed');
    return change.from !== index ? t('review.note.moved') : undefined;
  };
  const outline = lessons.map((lesson, index): OutlineItem => ({
    key: String(index),
    title: lesson.title,
    minutes: lessonMinutes(lesson),
    codes: standardCodes(lesson, standards),
    meeting: null,
    needsAttention: false,
    aiDraft: lesson.aiDraft === true,
    note: noteOf(index),
  }));

  if (lessons.length === 0) return <p>{t('planEditor.noLessonsReadOnly')}</p>;
  return (
    <OutlineLayout>
      <LessonOutline items={outline} currentKey={current} onSelect={select} />
      <LessonList aria-label={t('planEditor.lessonsHeading', { count: lessons.length })}>
        {lessons.map((lesson, index) => (
          <LessonView
            key={index}
            lesson={lesson}
            index={index}
            standards={standards}
            note={noteOf(index) ?? null}
          />
        ))}
      </LessonList>
    </OutlineLayout>
  );
}
