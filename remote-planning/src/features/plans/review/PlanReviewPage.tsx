import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  useRetryableLoad,
} from '@lesson-planner/shared-contracts/ui';
import { readReviewedLessons, type ReviewedLessons } from '../../../api/plan-review';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { loadUnit, useUnitsStore } from '../../../stores/units-store';
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

/** The plan and its unit, and the lessons last decided on when there was a decision. */
async function readPlanUnderReview(planId: string): Promise<PlanUnderReview> {
  const [plan, unit] = await Promise.all([fetchUnitPlan(planId), loadUnit(planId)]);
  if (!unit) throw new PlanningFailure(useUnitsStore.getState().errors.loadUnit ?? 'unknown');
  const reviewed = plan.lastReview ? await readReviewedLessons(planId) : null;
  return { plan, unit, reviewed };
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
  const uid = useSession((session) => session.user?.uid ?? null);
  const { data, failure, retry } = useRetryableLoad<PlanUnderReview | null, PlanningFailureCode>(
    () => (uid ? readPlanUnderReview(id) : Promise.resolve(null)),
    [id, uid],
    (error) => PlanningFailure.from(error).code,
  );

  useEffect(() => {
    if (!data) return;
    openReview(data.plan, data.unit.ownerId);
    return closeReview;
  }, [data]);

  return (
    <PageSection>
      {failure ? (
        <>
          <PageHeading>{t('review.page.heading')}</PageHeading>
          <FailureWithRetry code={failure} onRetry={retry} />
        </>
      ) : !data ? (
        <>
          <PageHeading>{t('review.page.heading')}</PageHeading>
          <p role="status">
            <Spinner /> {t('review.page.loading')}
          </p>
        </>
      ) : (
        <ReviewView {...data} onReload={retry} />
      )}
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
