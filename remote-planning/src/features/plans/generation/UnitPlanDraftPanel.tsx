import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { ButtonRow, Hint } from '@lesson-planner/shared-contracts/forms';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../../components/FailureMessage';
import { PlainFieldset } from '../../../components/ai-draft/draft-controls';
import {
  MIN_DRAFT_LESSONS,
  defaultLessonCount,
  draftRoom,
  parseLessonCount,
} from '../../../components/ai-draft/draft-form';
import { DraftLessonPreview } from './DraftLessonPreview';
import { DraftOptionsFields } from '../../../components/ai-draft/DraftOptionsFields';
import { DraftProgress } from '../../../components/ai-draft/DraftProgress';
import { DraftSourceNote } from '../../../components/ai-draft/DraftSourceNote';
import { useDraftGeneration } from '../../../components/ai-draft/use-draft-generation';
import { useDraftOptions } from '../../../components/ai-draft/use-draft-options';

export interface UnitPlanDraftPanelProps {
  unit: Unit;
  /** How many lessons the plan has now: drafted lessons come after them, within the room left. */
  lessonCount: number;
  /** The classroom's meetings in the unit's weeks, when the unit has a classroom and a start. */
  meetingCount?: number | null;
  /** Receives the accepted draft, to append to the plan; the teacher edits and saves it there. */
  onAccept(lessons: Lesson[]): void;
}

/**
 * Drafts a unit's lessons, showing each as it arrives, for the teacher to add or discard: the
 * "Draft lessons" action of the plan's AI panel.
 */
export function UnitPlanDraftPanel({
  unit,
  lessonCount,
  meetingCount = null,
  onAccept,
}: UnitPlanDraftPanelProps) {
  const { t } = useTranslation('planner');
  const previewId = useId();
  const room = draftRoom(lessonCount);
  const [count, setCount] = useState(() =>
    String(defaultLessonCount(unit.weeks, room, lessonCount, meetingCount)),
  );
  const [countInvalid, setCountInvalid] = useState(false);
  const [requested, setRequested] = useState(0);
  const [options, setOptions] = useDraftOptions();
  const draft = useDraftGeneration();
  const countRef = useRef<HTMLInputElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const generating = draft.status === 'generating';

  // Keep keyboard focus on something that exists as the controls change with the status.
  useEffect(() => {
    if (draft.status === 'generating') cancelRef.current?.focus();
    else if (draft.status === 'done') previewRef.current?.focus();
    else if (draft.status === 'failed' || draft.status === 'cancelled')
      generateRef.current?.focus();
  }, [draft.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lessons = parseLessonCount(count, room);
    setCountInvalid(lessons === null);
    if (lessons === null) {
      countRef.current?.focus();
      return;
    }
    setRequested(lessons);
    void draft.generate({
      task: 'unitPlan',
      unitId: unit.id,
      language: options.language,
      lessonIndex: null,
      lesson: null,
      lessonCount: lessons,
      instructions: options.instructions.trim(),
    });
  };

  const finish = (accepted: Lesson[] | null) => {
    draft.reset();
    generateRef.current?.focus();
    if (accepted) onAccept(accepted);
  };

  const progress = (() => {
    if (generating)
      return draft.lessons.length === 0
        ? t('generation.unitPlan.drafting')
        : t('generation.unitPlan.progress', { drafted: draft.lessons.length, total: requested });
    if (draft.status === 'done')
      return t('generation.unitPlan.ready', { count: draft.lessons.length });
    if (draft.status === 'cancelled') return t('generation.cancelled');
    return null;
  })();

  return (
    <Stack $gap={4}>
      <Hint>{t('generation.unitPlan.help')}</Hint>
      {lessonCount > 0 && room > 0 && (
        <Hint>{t('generation.unitPlan.appended', { count: lessonCount })}</Hint>
      )}
      {room === 0 ? (
        <p>{t('generation.unitPlan.planFull')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack $gap={3}>
            <PlainFieldset disabled={generating}>
              <TextField
                ref={countRef}
                label={t('generation.unitPlan.lessonCount')}
                hint={t('generation.unitPlan.lessonCountHint', { max: room })}
                error={
                  countInvalid ? t('generation.unitPlan.lessonCountInvalid', { max: room }) : null
                }
                type="number"
                inputMode="numeric"
                min={MIN_DRAFT_LESSONS}
                max={room}
                step={1}
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
              <DraftOptionsFields options={options} onChange={setOptions} />
            </PlainFieldset>
            <ButtonRow>
              <Button ref={generateRef} type="submit" disabled={generating}>
                {t('generation.unitPlan.generate')}
              </Button>
              {generating && (
                <Button ref={cancelRef} type="button" $variant="secondary" onClick={draft.cancel}>
                  {t('generation.cancel')}
                </Button>
              )}
            </ButtonRow>
          </Stack>
        </form>
      )}
      <DraftProgress busy={generating} message={progress} />
      <FailureMessage code={draft.failure} chargedTokens={draft.failureCharged} />
      {draft.lessons.length > 0 && (
        <Stack as="section" aria-labelledby={previewId} $gap={3}>
          <h3 id={previewId} ref={previewRef} tabIndex={-1}>
            {t('generation.unitPlan.previewHeading')}
          </h3>
          {draft.result && <DraftSourceNote result={draft.result} />}
          {draft.lessons.map((lesson, index) => (
            <DraftLessonPreview
              key={index}
              lesson={lesson}
              number={lessonCount + index + 1}
              level={4}
            />
          ))}
          {draft.result && (
            <ButtonRow>
              <Button type="button" onClick={() => finish(draft.lessons)}>
                {t('generation.unitPlan.accept')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => finish(null)}>
                {t('generation.discard')}
              </Button>
            </ButtonRow>
          )}
        </Stack>
      )}
    </Stack>
  );
}
