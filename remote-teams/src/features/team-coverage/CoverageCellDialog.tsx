// What addresses one standard in one classroom: the classroom's lessons (each opening the plan
// at that lesson), and the experiences and rubrics of its scheduled units, in a kit dialog.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import {
  formatIsoDate,
  type ClassroomLinkedWork,
  type ScheduledLessonStandards,
} from '@lesson-planner/shared-contracts/schedule';
import { Button, Dialog, DialogActions } from '@lesson-planner/shared-contracts/ui/kit';

export interface CoverageCellContent {
  standardCode: string;
  standardDescription: string;
  classroomName: string;
  lessons: readonly ScheduledLessonStandards[];
  experiences: readonly ClassroomLinkedWork[];
  rubrics: readonly ClassroomLinkedWork[];
}

const Part = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.body};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
  }
  p {
    margin: 0;
  }
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

function CellPart<T>({
  heading,
  items,
  none,
  render,
}: {
  heading: string;
  items: readonly T[];
  none: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Part>
      <h3>{heading}</h3>
      {items.length === 0 ? <p>{none}</p> : <ul>{items.map(render)}</ul>}
    </Part>
  );
}

/** An experience or rubric, with the classroom's units it belongs to. */
function LinkedWorkItem({ work, to }: { work: ClassroomLinkedWork; to: string }) {
  const { i18n } = useTranslation('teams');
  const units = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(work.unitTitles);
  return (
    <li>
      <Link to={to}>{work.title}</Link> <Quiet>· {units}</Quiet>
    </li>
  );
}

export function CoverageCellDialog({
  cell,
  onClose,
}: {
  /** The chosen cell, or null while none is open. */
  cell: CoverageCellContent | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('teams');
  return (
    <Dialog
      title={
        cell
          ? t('coverage.cellTitle', { standard: cell.standardCode, classroom: cell.classroomName })
          : ''
      }
      isOpen={cell !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {cell && (
        <>
          <p>{cell.standardDescription}</p>
          <CellPart
            heading={t('coverage.cell.lessons', { count: cell.lessons.length })}
            items={cell.lessons}
            none={t('coverage.noLessons')}
            render={(lesson) => (
              <li key={`${lesson.unitId}-${lesson.lessonIndex}`}>
                <Link to={`/units/plan/edit/${lesson.unitId}#lesson-${lesson.lessonIndex + 1}`}>
                  {t('coverage.lessonLink', {
                    number: lesson.lessonIndex + 1,
                    title: lesson.lessonTitle,
                  })}
                </Link>{' '}
                <Quiet>
                  · {lesson.unitTitle} · {formatIsoDate(lesson.date, i18n.language)}
                </Quiet>
              </li>
            )}
          />
          <CellPart
            heading={t('coverage.cell.experiences', { count: cell.experiences.length })}
            items={cell.experiences}
            none={t('coverage.cell.noExperiences')}
            render={(work) => (
              <LinkedWorkItem key={work.id} work={work} to={`/experiences/${work.id}`} />
            )}
          />
          <CellPart
            heading={t('coverage.cell.rubrics', { count: cell.rubrics.length })}
            items={cell.rubrics}
            none={t('coverage.cell.noRubrics')}
            render={(work) => (
              <LinkedWorkItem key={work.id} work={work} to={`/rubrics/${work.id}`} />
            )}
          />
          <DialogActions>
            <Button type="button" onClick={onClose}>
              {t('coverage.cell.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
