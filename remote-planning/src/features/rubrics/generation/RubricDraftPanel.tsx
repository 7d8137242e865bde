import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  LEVEL_ORDERS,
  type LevelOrder,
  type RubricContent,
  type RubricType,
} from '@lesson-planner/shared-contracts/planning';
import { SchoolChoiceField } from '@lesson-planner/shared-contracts/localized-fields';
import { Button, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { TextArea, Select } from '@lesson-planner/shared-contracts/ui/fields';
import { FailureMessage } from '../../../components/FailureMessage';
import { LevelCountField, RubricTypeField } from '../fields';
import { StandardsPicker } from '../../../components/standards';
import {
  DraftOptionsFields,
  DraftProgress,
  PlainFieldset,
  useDraftOptions,
  useTaskDraft,
} from '../../../components/ai-draft';
import { RubricDraftPreview } from './RubricDraftPreview';
import { MAX_DRAFT_STANDARDS, rubricDraftRequest, type RubricDraftContext } from './rubric-request';

/** What the form starts with: the unit's (or rubric's) subject, grade and standards. */
export interface RubricDraftDefaults {
  taskDescription: string;
  subject: string;
  grade: string;
  type: RubricType;
  levelCount: number;
  standards: readonly StandardRef[];
}

/**
 * The rubric AI panel's "Draft the rubric": a whole rubric of the chosen type from the task students do, the
 * grade, subject, levels and standards of the team's frameworks, in the language chosen. The
 * draft streams in, is shown for review, and only "Use this draft" hands it to the editor;
 * nothing is saved until the teacher saves.
 */
export function RubricDraftPanel({
  context,
  defaults,
  onUse,
}: {
  /** Null until the team that pays is known. */
  context: RubricDraftContext | null;
  defaults: RubricDraftDefaults;
  onUse(rubric: RubricContent): void;
}) {
  const { t, i18n } = useTranslation('rubrics');
  const [taskDescription, setTaskDescription] = useState(defaults.taskDescription);
  const [subject, setSubject] = useState(defaults.subject);
  const [grade, setGrade] = useState(defaults.grade);
  const [type, setType] = useState<RubricType>(defaults.type);
  const [levelCount, setLevelCount] = useState(defaults.levelCount);
  const [levelOrder, setLevelOrder] = useState<LevelOrder>('highToLow');
  const [standards, setStandards] = useState<StandardRef[]>([...defaults.standards]);
  const [options, setOptions] = useDraftOptions();
  const draft = useTaskDraft<'rubric'>();
  const busy = draft.status === 'generating';
  const tooManyStandards = standards.length > MAX_DRAFT_STANDARDS;
  const drafted = draft.result?.rubric ?? null;

  const run = () => {
    if (!context || tooManyStandards) return;
    void draft.generate(
      rubricDraftRequest(context, {
        mode: 'draft',
        ...options,
        taskDescription: taskDescription.trim(),
        subject: subject.trim(),
        grade: grade.trim(),
        type,
        levelCount,
        levelOrder,
        standards,
      }),
    );
  };

  const progress =
    draft.status === 'generating'
      ? type === 'holistic'
        ? t('ai.progressLevels', { count: draft.chunks.length })
        : t('ai.progressCriteria', { count: draft.chunks.length })
      : draft.status === 'done'
        ? t('ai.ready')
        : null;

  return (
    <Stack $gap={3}>
      <p>{t('ai.lead')}</p>
      <PlainFieldset disabled={busy}>
        <TextArea
          label={t('ai.taskDescription')}
          hint={t('ai.taskDescriptionHint')}
          value={taskDescription}
          maxLength={2000}
          onChange={(event) => setTaskDescription(event.target.value)}
        />
        <SchoolChoiceField
          kind="subject"
          label={t('fields.subject')}
          value={subject}
          maxLength={100}
          onChange={setSubject}
          locale={i18n.language}
        />
        <SchoolChoiceField
          kind="grade"
          label={t('fields.grade')}
          value={grade}
          maxLength={50}
          onChange={setGrade}
          locale={i18n.language}
        />
        <RubricTypeField value={type} onChange={setType} />
        <LevelCountField value={levelCount} onChange={setLevelCount} />
        <Select
          label={t('fields.levelOrder')}
          value={levelOrder}
          onChange={(event) => setLevelOrder(event.target.value as LevelOrder)}
        >
          {LEVEL_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`levelOrders.${order}`)}
            </option>
          ))}
        </Select>
        {context && (
          <StandardsPicker
            teamId={context.teamId}
            selected={standards}
            hint={t('ai.standardsHint', { max: MAX_DRAFT_STANDARDS })}
            error={tooManyStandards ? t('ai.tooManyStandards', { max: MAX_DRAFT_STANDARDS }) : null}
            onChange={setStandards}
          />
        )}
        <DraftOptionsFields options={options} onChange={setOptions} />
      </PlainFieldset>
      <div>
        <Button
          type="button"
          disabled={busy || !context || tooManyStandards}
          aria-busy={busy}
          onClick={run}
        >
          {busy && <Spinner />}
          {busy ? t('ai.drafting') : t('ai.draft')}
        </Button>
      </div>
      {!context && <p>{t('ai.chooseTeamFirst')}</p>}
      <DraftProgress busy={busy} message={progress} />
      <FailureMessage
        code={draft.status === 'failed' ? draft.failure : undefined}
        chargedTokens={draft.failureCharged}
      />
      {draft.result && drafted && (
        <RubricDraftPreview
          heading={t('ai.previewHeading', { title: drafted.title })}
          result={draft.result}
          rubric={drafted}
          teamId={context?.teamId ?? ''}
          useLabel={t('ai.use')}
          onUse={() => {
            onUse(drafted);
            draft.reset();
          }}
          onDiscard={draft.reset}
        />
      )}
    </Stack>
  );
}
