import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow, Checkbox, FormMessage } from '@lesson-planner/shared-contracts/forms';
import {
  MAX_UNIT_TITLE_LENGTH,
  type ClassroomUnitDraft,
} from '@lesson-planner/shared-contracts/planning';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { shortDate } from '../../../components/date-format';
import { ReviewHeading } from './review-heading';

const GapBadge = styled(Chip)`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  border-color: ${({ theme }) => theme.palette.accent};
`;

const Plain = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const StandardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The drafted unit and its standards, the nearest to the topic first and gaps marked; the
 * teacher may rename the unit, and the teacher's choice of standards drafts the lessons. It
 * takes the focus when it replaces the request, so the first step's result is read out.
 */
export function UnitStandardsReview({
  draft,
  title,
  titleError,
  onTitleChange,
  busy,
  onDraftLessons,
  onDiscard,
}: {
  draft: ClassroomUnitDraft;
  /** The unit's title as the teacher edits it (the draft's to start with). */
  title: string;
  titleError: string | null;
  onTitleChange(title: string): void;
  busy: boolean;
  onDraftLessons(standards: StandardRef[]): void;
  onDiscard(): void;
}) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const standardsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [chosen, setChosen] = useState(
    () => new Set(draft.standards.filter((s) => s.chosen).map(standardRefKey)),
  );
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const first = draft.slots[0]?.meetings[0]?.date;
  const last = draft.slots.at(-1)?.meetings.at(-1)?.date;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <ReviewHeading id={headingId} ref={heading} tabIndex={-1}>
          {t('aiUnit.stepUnit')}
        </ReviewHeading>
        <TextField
          label={t('aiUnit.unitTitle')}
          value={title}
          onChange={(event) => onTitleChange(event.target.value)}
          error={titleError}
          aria-required
          maxLength={MAX_UNIT_TITLE_LENGTH}
        />
        {first && last && (
          <p>
            {t('aiUnit.window', {
              count: draft.slots.length,
              from: shortDate(first, i18n.language),
              to: shortDate(last, i18n.language),
            })}
          </p>
        )}
        <h3>{t('aiUnit.bigIdeas')}</h3>
        <Plain>
          {draft.unit.bigIdeas.map((idea) => (
            <li key={idea}>{idea}</li>
          ))}
        </Plain>
        <h3>{t('aiUnit.essentialQuestions')}</h3>
        <Plain>
          {draft.unit.essentialQuestions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </Plain>
        <h3>{t('aiUnit.summativeAssessment')}</h3>
        <p>{draft.unit.summativeAssessment}</p>
        <h3 id={standardsId}>{t('aiUnit.standards')}</h3>
        <p>{t('aiUnit.standardsHint')}</p>
        {draft.droppedStandardCount > 0 && (
          <FormMessage $kind="info">
            {t('aiUnit.droppedStandards', { count: draft.droppedStandardCount })}
          </FormMessage>
        )}
        <StandardList aria-labelledby={standardsId}>
          {draft.standards.map((standard) => {
            const key = standardRefKey(standard);
            return (
              <li key={key} data-gap={standard.gap || undefined}>
                <Checkbox checked={chosen.has(key)} disabled={busy} onChange={() => toggle(key)}>
                  <strong>{standard.code}</strong> {standard.description}
                  {standard.gap && <GapBadge>{t('aiUnit.gap')}</GapBadge>}
                </Checkbox>
              </li>
            );
          })}
        </StandardList>
        <ButtonRow>
          <Button
            type="button"
            disabled={busy}
            onClick={() =>
              onDraftLessons(
                draft.standards
                  .filter((standard) => chosen.has(standardRefKey(standard)))
                  .map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
              )
            }
          >
            {t('aiUnit.draftLessons', { count: draft.slots.length })}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={onDiscard}>
            {t('aiUnit.discard')}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
