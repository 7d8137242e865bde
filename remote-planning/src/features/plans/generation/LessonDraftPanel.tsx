import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, Hint } from '@lesson-planner/shared-contracts/forms';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../../components/FailureMessage';
import { PlainFieldset } from '../../../components/ai-draft/draft-controls';
import { requestLessonCount } from '../../../components/ai-draft/draft-form';
import { DraftLessonPreview } from './DraftLessonPreview';
import { DraftOptionsFields } from '../../../components/ai-draft/DraftOptionsFields';
import { DraftProgress } from '../../../components/ai-draft/DraftProgress';
import { DraftSourceNote } from '../../../components/ai-draft/DraftSourceNote';
import { useDraftGeneration } from '../../../components/ai-draft/use-draft-generation';
import { useDraftOptions } from '../../../components/ai-draft/use-draft-options';

export interface LessonDraftPanelProps {
  unit: Unit;
  /** The lesson as it is in the editor now, unsaved changes included. */
  lesson: Lesson;
  /** Its 0-based position in the plan. */
  lessonIndex: number;
  /** How many lessons the plan has. */
  lessonCount: number;
  /**
   * `improve` revises the lesson as it is; `rewrite` writes a new lesson for its place in the
   * plan from the unit alone (the lesson task without the current lesson).
   */
  mode?: 'improve' | 'rewrite';
  /** Receives the improved lesson to put in place of this one; the teacher saves it. */
  onAccept(lesson: Lesson): void;
}

/** The lesson actions of a lesson's AI panel: improve it, or write it again. */
export function LessonDraftPanel({
  unit,
  lesson,
  lessonIndex,
  lessonCount,
  mode = 'improve',
  onAccept,
}: LessonDraftPanelProps) {
  const { t } = useTranslation('planner');
  const previewId = useId();
  const [options, setOptions] = useDraftOptions();
  const draft = useDraftGeneration();
  const generateRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const generating = draft.status === 'generating';
  const improved = draft.status === 'done' ? draft.lessons[0] : undefined;

  // Keep keyboard focus on something that exists as the controls change with the status.
  useEffect(() => {
    if (draft.status === 'generating') cancelRef.current?.focus();
    else if (draft.status === 'done') previewRef.current?.focus();
    else if (draft.status === 'failed' || draft.status === 'cancelled')
      generateRef.current?.focus();
  }, [draft.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draft.generate({
      task: 'lesson',
      unitId: unit.id,
      language: options.language,
      lessonIndex,
      lesson: mode === 'improve' ? lesson : null,
      lessonCount: requestLessonCount(lessonCount),
      instructions: options.instructions.trim(),
    });
  };

  const finish = (accepted: Lesson | null) => {
    draft.reset();
    generateRef.current?.focus();
    if (accepted) onAccept(accepted);
  };

  const progress = (() => {
    if (generating) return t('generation.lesson.drafting');
    if (draft.status === 'done') return t('generation.lesson.ready');
    if (draft.status === 'cancelled') return t('generation.cancelled');
    return null;
  })();

  return (
    <Stack $gap={3}>
      <Hint>
        {mode === 'improve' ? t('generation.lesson.help') : t('generation.lesson.rewriteHelp')}
      </Hint>
      <form onSubmit={submit} noValidate>
        <Stack $gap={3}>
          <PlainFieldset disabled={generating}>
            <DraftOptionsFields options={options} onChange={setOptions} />
          </PlainFieldset>
          <ButtonRow>
            <Button ref={generateRef} type="submit" disabled={generating}>
              {mode === 'improve'
                ? t('generation.lesson.generate')
                : t('generation.lesson.rewrite')}
            </Button>
            {generating && (
              <Button ref={cancelRef} type="button" $variant="secondary" onClick={draft.cancel}>
                {t('generation.cancel')}
              </Button>
            )}
          </ButtonRow>
        </Stack>
      </form>
      <DraftProgress busy={generating} message={progress} />
      <FailureMessage code={draft.failure} chargedTokens={draft.failureCharged} />
      {improved && draft.result && (
        <Stack as="section" aria-labelledby={previewId} $gap={3}>
          <h4 id={previewId} ref={previewRef} tabIndex={-1}>
            {t('generation.lesson.previewHeading')}
          </h4>
          <DraftSourceNote result={draft.result} />
          <DraftLessonPreview lesson={improved} number={lessonIndex + 1} level={5} />
          <ButtonRow>
            <Button type="button" onClick={() => finish(improved)}>
              {t('generation.lesson.accept')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => finish(null)}>
              {t('generation.discard')}
            </Button>
          </ButtonRow>
        </Stack>
      )}
    </Stack>
  );
}
