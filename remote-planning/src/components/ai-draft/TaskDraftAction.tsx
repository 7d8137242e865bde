import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, Hint } from '@lesson-planner/shared-contracts/forms';
import type {
  GenerateDraftRequestFor,
  GenerateDraftResponse,
  GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../FailureMessage';
import { PlainFieldset } from './draft-controls';
import { DraftOptionsFields, type DraftOptions } from './DraftOptionsFields';
import { DraftProgress } from './DraftProgress';
import { DraftSourceNote } from './DraftSourceNote';
import { useDraftOptions } from './use-draft-options';
import { useTaskDraft } from './use-task-draft';

export interface TaskDraftActionProps<T extends GenerationTask> {
  /** What the action does, in a sentence. */
  help: string;
  generateLabel: string;
  /** The request with the teacher's language and instructions; null when it cannot run yet. */
  request(options: DraftOptions): GenerateDraftRequestFor<T> | null;
  /** Why it cannot run yet (shown while `request` gives null). */
  blocked: string;
  /** What has arrived while the draft streams (how many parts). */
  progress(received: number): string;
  previewHeading: string;
  preview(result: GenerateDraftResponse<T>): ReactNode;
  acceptLabel: string;
  /** Puts the draft into the editor (which saves it the usual way). */
  onAccept(result: GenerateDraftResponse<T>): void;
}

/**
 * One action of an AI panel on an experience, a step, a rubric or a criterion: the draft's
 * language and instructions, the draft streaming in, then its preview to accept or discard.
 * Discarding leaves the editor as it was.
 */
export function TaskDraftAction<T extends GenerationTask>({
  help,
  generateLabel,
  request,
  blocked,
  progress,
  previewHeading,
  preview,
  acceptLabel,
  onAccept,
}: TaskDraftActionProps<T>) {
  const { t } = useTranslation('planner');
  const previewId = useId();
  const [options, setOptions] = useDraftOptions();
  const draft = useTaskDraft<T>();
  const generateRef = useRef<HTMLButtonElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const generating = draft.status === 'generating';
  const ready = request(options);

  // Keyboard focus follows the draft: to its preview when it arrives.
  useEffect(() => {
    if (draft.status === 'done') previewRef.current?.focus();
  }, [draft.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void draft.generate(ready);
  };

  const discard = () => {
    draft.reset();
    generateRef.current?.focus();
  };

  return (
    <Stack $gap={3}>
      <Hint>{help}</Hint>
      <form onSubmit={submit} noValidate>
        <Stack $gap={3}>
          <PlainFieldset disabled={generating}>
            <DraftOptionsFields options={options} onChange={setOptions} />
          </PlainFieldset>
          <ButtonRow>
            <Button ref={generateRef} type="submit" disabled={generating || !ready}>
              {generateLabel}
            </Button>
            {generating && (
              <Button type="button" $variant="secondary" onClick={discard}>
                {t('generation.cancel')}
              </Button>
            )}
          </ButtonRow>
        </Stack>
      </form>
      {!ready && <Hint>{blocked}</Hint>}
      <DraftProgress
        busy={generating}
        message={generating ? progress(draft.chunks.filter(Boolean).length) : null}
      />
      <FailureMessage code={draft.failure} chargedTokens={draft.failureCharged} />
      {draft.result && (
        <Stack as="section" aria-labelledby={previewId} $gap={3}>
          <h3 id={previewId} ref={previewRef} tabIndex={-1}>
            {previewHeading}
          </h3>
          <DraftSourceNote result={draft.result} />
          {preview(draft.result)}
          <ButtonRow>
            <Button
              type="button"
              onClick={() => {
                if (draft.result) onAccept(draft.result);
              }}
            >
              {acceptLabel}
            </Button>
            <Button type="button" $variant="secondary" onClick={discard}>
              {t('generation.discard')}
            </Button>
          </ButtonRow>
        </Stack>
      )}
    </Stack>
  );
}
