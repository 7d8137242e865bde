// The one question a merge asks (issue 35): a teammate and the teacher changed the same field
// since the teacher's copy began, or one removed what the other changed. Both texts are shown
// side by side and stay on screen until answered; "Keep both" (or keeping the item) is the
// primary answer, so the easy button never drops anyone's work. Shared by the plan, rubric and
// experience editors.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';

/** How the teacher answers: their side's change, the teammate's, or both kept. */
export type ConflictAnswer = 'mine' | 'theirs' | 'both';

export interface ConflictQuestion {
  /** Unique among the open questions. */
  id: string;
  /** Where, in the editor's words: "Lesson 2 · Homework". */
  place: string;
  /** A field both changed, or an item one side removed while the other changed it. */
  kind: 'field' | 'removedByThem' | 'removedByMe';
  /** The teacher's text and the teammate's, as the editor shows them (empty when removed). */
  mine: string;
  theirs: string;
  /** False where both cannot stand together (a number, a choice): one of the two is kept. */
  canKeepBoth?: boolean;
}

const Sides = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${mediaUp('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Side = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** The text as written, line breaks kept, long words wrapped rather than scrolled. */
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  user-select: text;
`;

const Question = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

export interface ConflictQuestionsProps {
  questions: readonly ConflictQuestion[];
  /** Who saved the other change, when known ("Malee Teacher"). */
  who: string | null;
  onAnswer: (id: string, answer: ConflictAnswer) => void;
}

/** The open questions, oldest first; the focus moves to them when they first appear. */
export function ConflictQuestions({ questions, who, onAnswer }: ConflictQuestionsProps) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const open = questions.length > 0;
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!open) return null;
  const theirName = who ?? t('conflicts.someone');

  return (
    <Stack as="section" aria-labelledby={headingId} $gap={3}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('conflicts.heading', { count: questions.length })}
      </h2>
      <FormMessage $kind="info">{t('conflicts.lead', { name: theirName })}</FormMessage>
      {questions.map((question) => (
        <Question key={question.id} aria-label={question.place}>
          <h3>{question.place}</h3>
          <Sides>
            <Side>
              <Caption>{t('conflicts.yours')}</Caption>
              <Text>
                {question.kind === 'removedByMe' ? t('conflicts.youRemoved') : question.mine}
              </Text>
            </Side>
            <Side>
              <Caption>{t('conflicts.theirs', { name: theirName })}</Caption>
              <Text>
                {question.kind === 'removedByThem'
                  ? t('conflicts.theyRemoved', { name: theirName })
                  : question.theirs}
              </Text>
            </Side>
          </Sides>
          <ButtonRow>
            {question.kind === 'field' ? (
              <>
                {question.canKeepBoth !== false && (
                  <Button type="button" onClick={() => onAnswer(question.id, 'both')}>
                    {t('conflicts.keepBoth')}
                  </Button>
                )}
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => onAnswer(question.id, 'theirs')}
                >
                  {t('conflicts.useTheirs', { name: theirName })}
                </Button>
                <Button
                  type="button"
                  $variant="quiet"
                  onClick={() => onAnswer(question.id, 'mine')}
                >
                  {t('conflicts.useMine')}
                </Button>
              </>
            ) : (
              <>
                <Button type="button" onClick={() => onAnswer(question.id, 'both')}>
                  {t('conflicts.keepItem')}
                </Button>
                <Button
                  type="button"
                  $variant="quiet"
                  onClick={() =>
                    onAnswer(question.id, question.kind === 'removedByThem' ? 'theirs' : 'mine')
                  }
                >
                  {t('conflicts.removeItem')}
                </Button>
              </>
            )}
          </ButtonRow>
        </Question>
      ))}
    </Stack>
  );
}
