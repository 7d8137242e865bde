import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { TextButton } from '@lesson-planner/shared-contracts/ui/kit';
import { FailureMessage } from '../../../components/FailureMessage';
import { keepInBrowser, useEditorStore } from './editor-store';

const LessonLinks = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface SaveProblemsProps {
  unit: Unit;
  /** Opens a lesson with problems at its first invalid field. */
  onShowLesson: (key: string) => void;
}

/** Why the last save did not happen, and the ways on. The teacher's copy is always kept. */
export function SaveProblems({ unit, onShowLesson }: SaveProblemsProps) {
  const { t } = useTranslation(['planner', 'unit']);
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const failure = useEditorStore((state) => state.failure);
  const lessons = useEditorStore((state) => state.lessons);
  const problems = useEditorStore((state) => state.problems);
  const invalid = lessons.flatMap((lesson, index) =>
    problems[lesson.key]
      ? [
          {
            key: lesson.key,
            number: index + 1,
            title: lesson.title.trim() || t('planEditor.lesson.untitled'),
          },
        ]
      : [],
  );

  return (
    <>
      {failure === 'planExists' && uid ? (
        // Someone created this unit's plan meanwhile: these lessons go with the teacher to it,
        // offered there to restore.
        <Stack $gap={2}>
          <FailureMessage code={failure} />
          <div>
            <Button
              type="button"
              onClick={() => {
                keepInBrowser(uid);
                navigate(`/units/plan/edit/${unit.id}`);
              }}
            >
              {t('planEditor.openExisting')}
            </Button>
          </div>
        </Stack>
      ) : failure && failure !== 'conflict' ? (
        <FormMessage $kind="error">
          {t(`unit:failures.${failure}`)} {t('planEditor.keptHere')}
        </FormMessage>
      ) : null}
      {invalid.length > 0 && (
        <Stack $gap={2}>
          <FormMessage $kind="error">
            {t('planEditor.problemsSummary', { count: invalid.length })}
          </FormMessage>
          <LessonLinks>
            {invalid.map(({ key, number, title }) => (
              <li key={key}>
                <TextButton type="button" onClick={() => onShowLesson(key)}>
                  {t('planEditor.lesson.heading', { number, title })}
                </TextButton>
              </li>
            ))}
          </LessonLinks>
        </Stack>
      )}
    </>
  );
}
