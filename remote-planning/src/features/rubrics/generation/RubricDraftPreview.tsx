import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  GenerateDraftResponse,
  RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { RubricTable } from '../view/RubricTable';
import { DraftSourceNote } from '../../../components/ai-draft';

/**
 * A drafted rubric for review: its heading takes the focus when a draft arrives, so a screen
 * reader user hears it; "use" hands it on and "discard" drops it.
 */
export function RubricDraftPreview({
  heading,
  result,
  rubric,
  teamId,
  forStudents = false,
  useLabel,
  onUse,
  onDiscard,
}: {
  heading: string;
  result: Pick<GenerateDraftResponse, 'usage' | 'provider' | 'model'>;
  rubric: RubricContent;
  /** The team whose frameworks name the rubric's standards. */
  teamId: string;
  forStudents?: boolean;
  useLabel: string;
  onUse(): void;
  onDiscard(): void;
}) {
  const { t } = useTranslation('rubrics');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [rubric]);

  return (
    <Stack $gap={3}>
      <h3 ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      <DraftSourceNote result={result} />
      <RubricTable rubric={rubric} teamId={teamId} forStudents={forStudents} />
      <ButtonRow>
        <Button type="button" onClick={onUse}>
          {useLabel}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDiscard}>
          {t('ai.discard')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
