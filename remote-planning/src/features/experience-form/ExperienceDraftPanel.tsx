import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ExperienceContent,
  GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import { TextField } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { DraftOptionsFields, DraftSourceNote, useDraftOptions } from '../unit-plan-generation';
import { useExperienceDraft } from './use-experience-draft';

type DraftBase = Omit<
  GenerateDraftRequestFor<'experience'>,
  'language' | 'instructions' | 'idea' | 'mode'
>;

/**
 * "Draft an experience with AI": from an idea (or the title), the unit, the chosen standards,
 * type, duration, and the language (the interface language unless the teacher picks another)
 * and instructions the unit plan drafts offer. The draft fills the form; nothing is saved until
 * the teacher saves.
 */
export function ExperienceDraftPanel({
  base,
  initialIdea,
  onDraft,
}: {
  base: DraftBase | null;
  initialIdea: string;
  onDraft: (draft: ExperienceContent) => void;
}) {
  const { t } = useTranslation('experiences');
  const headingId = useId();
  const [idea, setIdea] = useState('');
  const [options, setOptions] = useDraftOptions();
  const draft = useExperienceDraft();
  const busy = draft.status === 'generating';

  const run = async () => {
    if (!base) return;
    const result = await draft.generate({
      ...base,
      mode: 'draft',
      idea: (idea || initialIdea).trim(),
      ...options,
    });
    if (result) onDraft(result.experience);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={2}>
        <h2 id={headingId}>{t('ai.title')}</h2>
        <p>{t('ai.lead')}</p>
        <TextField
          label={t('ai.idea')}
          value={idea}
          maxLength={500}
          placeholder={initialIdea}
          onChange={(event) => setIdea(event.target.value)}
        />
        <DraftOptionsFields options={options} onChange={setOptions} />
        <div>
          <Button
            type="button"
            disabled={busy || !base}
            aria-busy={busy}
            onClick={() => void run()}
          >
            {busy && <Spinner />}
            {busy ? t('ai.drafting') : t('ai.draft')}
          </Button>
        </div>
        {!base && <p>{t('ai.chooseTeamFirst')}</p>}
        <DraftOutcome draft={draft} />
      </Stack>
    </Card>
  );
}

/** Progress while streaming, then who wrote the draft and what it cost; or why it failed. */
export function DraftOutcome({ draft }: { draft: ReturnType<typeof useExperienceDraft> }) {
  const { t } = useTranslation('experiences');
  return (
    <div role="status" aria-live="polite">
      {draft.status === 'generating' && <p>{t('ai.progress', { count: draft.steps.length })}</p>}
      {draft.status === 'failed' && (
        <FailureMessage code={draft.failure} chargedTokens={draft.failureCharged} />
      )}
      {draft.status === 'done' && draft.result && <DraftSourceNote result={draft.result} />}
    </div>
  );
}
