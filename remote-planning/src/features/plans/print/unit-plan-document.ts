import type { TFunction } from 'i18next';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { lessonMinutes, type Lesson, type Unit } from '@lesson-planner/shared-contracts/planning';
import { findStandard, type StandardsByKey } from './standard-labels';
import type { PrintFormats } from './use-print-formats';
import {
  heading,
  listSection,
  section,
  type WordBlock,
  type WordDocument,
} from '../../../components/word-export';

const standardLine = (standard: Standard | null, unknown: string) =>
  standard ? `${standard.code} ${standard.description}` : unknown;

function lessonBlocks(
  lesson: Lesson,
  number: number,
  standards: StandardsByKey,
  t: TFunction,
  formats: PrintFormats,
): WordBlock[] {
  return [
    heading(t('print.lessonTitle', { number, title: lesson.title }), 2),
    {
      kind: 'paragraph',
      text: t('print.totalTime', { minutes: formats.minutes(lessonMinutes(lesson)) }),
    },
    ...listSection(t('print.objectives'), lesson.objectives),
    ...listSection(
      t('print.lessonStandards'),
      lesson.standards.map(
        (ref) => findStandard(standards, ref)?.code ?? t('print.unknownStandard'),
      ),
    ),
    ...(lesson.activities.length > 0
      ? [
          heading(t('print.activities'), 3),
          {
            kind: 'table',
            header: [t('print.activity'), t('print.time')],
            rows: lesson.activities.map((activity) => [
              activity.description ? `${activity.title}\n${activity.description}` : activity.title,
              formats.minutes(activity.minutes),
            ]),
          } satisfies WordBlock,
        ]
      : []),
    ...listSection(t('print.materials'), lesson.materials),
    ...section(t('print.differentiation'), lesson.differentiation),
    ...listSection(t('print.checksForUnderstanding'), lesson.checksForUnderstanding),
    ...section(t('print.homework'), lesson.homework),
  ];
}

/** The unit plan as a Word document: the printout's content, in the same order (`planner` texts). */
export function unitPlanDocument(
  input: { unit: Unit; lessons: readonly Lesson[]; standards: StandardsByKey },
  t: TFunction,
  formats: PrintFormats,
  language: string,
): WordDocument {
  const { unit, lessons, standards } = input;
  const facts = [
    unit.subject && `${t('print.subject')}: ${subjectLabel(unit.subject, language)}`,
    unit.grade && `${t('print.grade')}: ${gradeLabel(unit.grade, language)}`,
    `${t('print.length')}: ${t('print.weeks', { count: unit.weeks })}`,
    `${t('print.startDate')}: ${unit.startDate ? formats.date(unit.startDate) : t('print.notScheduled')}`,
    `${t('print.lessonTotal')}: ${t('print.lessonCount', { count: lessons.length })}`,
  ].filter((fact): fact is string => Boolean(fact));
  return {
    title: unit.title,
    language,
    blocks: [
      { kind: 'paragraph', text: t('print.documentLabel') },
      heading(unit.title, 1),
      { kind: 'bullets', items: facts },
      ...listSection(t('print.bigIdeas'), unit.bigIdeas, 2),
      ...listSection(t('print.essentialQuestions'), unit.essentialQuestions, 2),
      ...listSection(
        t('print.standards'),
        unit.standards.map((ref) =>
          standardLine(findStandard(standards, ref), t('print.unknownStandard')),
        ),
        2,
      ),
      ...(unit.summativeAssessment
        ? [
            heading(t('print.summativeAssessment'), 2),
            { kind: 'paragraph', text: unit.summativeAssessment } as WordBlock,
          ]
        : []),
      heading(t('print.lessons'), 2),
      ...(lessons.length === 0
        ? [{ kind: 'paragraph', text: t('print.noLessons') } as WordBlock]
        : lessons.flatMap((lesson, index) =>
            lessonBlocks(lesson, index + 1, standards, t, formats),
          )),
    ],
  };
}
