import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { LessonDraftPanel } from '../unit-plan-generation';
import { replaceLesson, updateLesson } from './editor-store';
import { draftMinutes, lessonAsTyped, type LessonDraft, type LessonProblems } from './lesson-draft';
import { LessonFields } from './LessonFields';
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

const DragHandle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: grab;
  touch-action: none;
`;

/** Six dots: the usual "drag me" mark. Decorative; the button carries the label. */
function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) =>
        [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />),
      )}
    </svg>
  );
}

export interface LessonCardProps {
  unit: Unit;
  lesson: LessonDraft;
  index: number;
  count: number;
  problems: LessonProblems | undefined;
  standards: ReadonlyMap<string, Standard> | null;
  expanded: boolean;
  onToggle: () => void;
  onMove: (step: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/**
 * One lesson of the plan being edited: its id `lesson-{n}` is the link target other pages use
 * (coverage links to /units/plan/edit/{id}#lesson-3). It moves by dragging its handle, by the
 * keyboard on the handle (space, arrows, space) or by the Move up/down buttons.
 */
export function LessonCard({
  unit,
  lesson,
  index,
  count,
  problems,
  standards,
  expanded,
  onToggle,
  onMove,
  onDuplicate,
  onRemove,
}: LessonCardProps) {
  const { t } = useTranslation('planner');
  const experiences = useUnitExperiences(unit);
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

  return (
    <LessonItem
      ref={setNodeRef}
      id={lessonElementId(index)}
      tabIndex={-1}
      data-lesson-key={lesson.key}
      aria-labelledby={headingId}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Stack $gap={3}>
        <Header>
          <DragHandle
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={t('planEditor.reorder.handle', { number, title })}
          >
            <GripIcon />
          </DragHandle>
          <LessonHeading id={headingId}>
            {t('planEditor.lesson.heading', { number, title })}
          </LessonHeading>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {expanded ? t('planEditor.lesson.collapse') : t('planEditor.lesson.expand')}
          </Button>
        </Header>
        <Meta>
          {t('planEditor.lesson.minutes', { count: draftMinutes(lesson) })}
          {problems && <NeedsAttention>{t('planEditor.lesson.needsAttention')}</NeedsAttention>}
        </Meta>
        <ButtonRow>
          <Button
            type="button"
            $variant="secondary"
            data-focus="up"
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            {t('planEditor.lesson.moveUp')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            data-focus="down"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            {t('planEditor.lesson.moveDown')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onDuplicate}>
            {t('planEditor.lesson.duplicate')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onRemove}>
            {t('planEditor.lesson.delete')}
          </Button>
        </ButtonRow>
        <div id={bodyId} hidden={!expanded}>
          {expanded && (
            <Stack $gap={4}>
              <LessonFields
                lesson={lesson}
                problems={problems}
                unitStandards={unit.standards}
                standards={standards}
                onChange={(change) => updateLesson(lesson.key, change)}
                unitId={unit.id}
                experiences={experiences}
              />
              <LessonDraftPanel
                unit={unit}
                lesson={lessonAsTyped(lesson)}
                lessonIndex={index}
                lessonCount={count}
                onAccept={(improved) => replaceLesson(index, improved)}
              />
            </Stack>
          )}
        </div>
      </Stack>
    </LessonItem>
  );
}
