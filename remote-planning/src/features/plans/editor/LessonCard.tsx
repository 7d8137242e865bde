import { memo, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { estimateDraftTokens, type Unit } from '@lesson-planner/shared-contracts/planning';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { DragHandle, RowActionsMenu } from '@lesson-planner/shared-contracts/ui/kit';
import { AiPanel } from '../../../components/ai/AiPanel';
import { AiDraftChip } from './AiDraftChip';
import { LessonReviewComments } from '../review';
import { LessonDraftPanel } from '../generation';
import { replaceLesson, updateLesson } from './editor-store';
import {
  lessonAsTyped,
  lessonAsTypedOnce,
  type LessonDraft,
  type LessonProblems,
} from './lesson-draft';
import { LessonFields } from './LessonFields';
import { LessonSummary } from './LessonSummary';
import { useUnitExperiences } from './use-unit-experiences';
import { lessonElementId } from './use-lesson-target';
import { LessonHeading, LessonItem, Meta, NeedsAttention } from './lesson-layout';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    flex: 1 1 12rem;
  }
`;

/** What a card asks of the editor; stable across renders, so unchanged cards skip rendering. */
export interface LessonCardActions {
  /** Opens or closes a lesson's fields; an opened lesson becomes the outline's current one. */
  setExpanded: (key: string, expanded: boolean) => void;
  move: (key: string, step: -1 | 1) => void;
  duplicate: (key: string) => void;
  remove: (key: string) => void;
}

export interface LessonCardProps {
  unit: Unit;
  lesson: LessonDraft;
  index: number;
  count: number;
  problems: LessonProblems | undefined;
  standards: ReadonlyMap<string, Standard> | null;
  /** When the lesson is scheduled ("Wed 25 Nov, 08:30"), or null. */
  meeting: string | null;
  expanded: boolean;
  actions: LessonCardActions;
}

/**
 * One lesson of the plan being edited: a summary card, or its fields when opened. Its id
 * `lesson-{n}` is the link target other pages use (/units/plan/edit/{id}#lesson-3). It moves by
 * dragging its handle, by the keyboard on the handle (space, arrows, space) or by the "⋯" menu.
 */
export const LessonCard = memo(function LessonCard({
  unit,
  lesson,
  index,
  count,
  problems,
  standards,
  meeting,
  expanded,
  actions,
}: LessonCardProps) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  const bodyId = useId();
  const number = index + 1;
  const title = lesson.title.trim() || t('planEditor.lesson.untitled');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: lesson.key,
    attributes: { roleDescription: t('planEditor.reorder.roleDescription') },
  });
  const { key } = lesson;

  return (
    <LessonItem
      ref={setNodeRef}
      id={lessonElementId(index)}
      tabIndex={-1}
      data-lesson-key={key}
      data-presence-item={key}
      aria-labelledby={headingId}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Stack $gap={3}>
        <Header>
          <DragHandle
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            label={t('planEditor.reorder.handle', { number, title })}
          />
          <LessonHeading id={headingId}>
            {t('planEditor.lesson.heading', { number, title })}
          </LessonHeading>
          {lesson.aiDraft && <AiDraftChip />}
          <LessonAi unit={unit} lesson={lesson} index={index} count={count} title={title} />
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={t(
              expanded ? 'planEditor.lesson.doneLabel' : 'planEditor.lesson.editLabel',
              {
                number,
                title,
              },
            )}
            data-focus="toggle"
            onClick={() => actions.setExpanded(key, !expanded)}
          >
            {expanded ? t('planEditor.lesson.done') : t('planEditor.lesson.edit')}
          </Button>
          <LessonMenu lessonKey={key} index={index} count={count} title={title} actions={actions} />
        </Header>
        <div id={bodyId}>
          {expanded ? (
            <Stack $gap={3}>
              {problems && (
                <Meta>
                  <NeedsAttention>{t('planEditor.lesson.needsAttention')}</NeedsAttention>
                </Meta>
              )}
              <OpenLesson unit={unit} lesson={lesson} problems={problems} standards={standards} />
            </Stack>
          ) : (
            <LessonSummary
              lesson={lessonAsTypedOnce(lesson)}
              standards={standards}
              meeting={meeting}
              needsAttention={problems !== undefined}
            />
          )}
        </div>
        <LessonReviewComments index={index} />
      </Stack>
    </LessonItem>
  );
});

function OpenLesson({
  unit,
  lesson,
  problems,
  standards,
}: Pick<LessonCardProps, 'unit' | 'lesson' | 'problems' | 'standards'>) {
  const experiences = useUnitExperiences(unit);
  const { key } = lesson;
  const change = useCallback(
    (fields: Parameters<typeof updateLesson>[1]) => updateLesson(key, fields),
    [key],
  );
  return (
    <LessonFields
      lesson={lesson}
      problems={problems}
      unitStandards={unit.standards}
      standards={standards}
      onChange={change}
      unitId={unit.id}
      experiences={experiences}
    />
  );
}

/**
 * The card's "⋯" menu. Memoised like the AI panel beside it: opening or closing the lesson
 * leaves both as they are (React Aria builds a menu's items even while it is closed).
 */
const LessonMenu = memo(function LessonMenu({
  lessonKey,
  index,
  count,
  title,
  actions,
}: {
  lessonKey: string;
  index: number;
  count: number;
  title: string;
  actions: LessonCardActions;
}) {
  const { t } = useTranslation('planner');
  return (
    <RowActionsMenu
      label={t('planEditor.lesson.more', { number: index + 1, title })}
      actions={[
        {
          id: 'up',
          label: t('planEditor.lesson.moveUp'),
          disabled: index === 0,
          onAction: () => actions.move(lessonKey, -1),
        },
        {
          id: 'down',
          label: t('planEditor.lesson.moveDown'),
          disabled: index === count - 1,
          onAction: () => actions.move(lessonKey, 1),
        },
        {
          id: 'duplicate',
          label: t('planEditor.lesson.duplicate'),
          onAction: () => actions.duplicate(lessonKey),
        },
        {
          id: 'delete',
          label: t('planEditor.lesson.delete'),
          danger: true,
          onAction: () => actions.remove(lessonKey),
        },
      ]}
    />
  );
});

/** The lesson's AI panel: improve it as it is now, or draft it again for its place. */
const LessonAi = memo(function LessonAi({
  unit,
  lesson,
  index,
  count,
  title,
}: {
  unit: Unit;
  lesson: LessonDraft;
  index: number;
  count: number;
  title: string;
}) {
  const { t } = useTranslation('planner');
  const number = index + 1;
  const panel = (mode: 'improve' | 'rewrite') => (done: () => void) => (
    <LessonDraftPanel
      unit={unit}
      lesson={lessonAsTyped(lesson)}
      lessonIndex={index}
      lessonCount={count}
      mode={mode}
      onAccept={(drafted) => {
        replaceLesson(index, drafted);
        done();
      }}
    />
  );
  return (
    <AiPanel
      objectName={t('aiPanel.lessonObject', { number })}
      buttonLabel={t('aiPanel.lessonButton', { number, title })}
      teamId={unit.teamId}
      actions={[
        {
          id: 'improve',
          label: t('aiPanel.improveLesson'),
          cost: estimateDraftTokens('lesson'),
          render: panel('improve'),
        },
        {
          id: 'rewrite',
          label: t('aiPanel.rewriteLesson'),
          cost: estimateDraftTokens('lesson'),
          render: panel('rewrite'),
        },
      ]}
    />
  );
});
