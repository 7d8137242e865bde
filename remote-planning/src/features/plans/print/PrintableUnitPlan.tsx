import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { standardRefKey, type Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { PrintableLesson } from './PrintableLesson';
import { Eyebrow, Facts, PrintDocument } from './print-styles';
import { findStandard } from './standard-labels';
import { usePrintFormats } from './use-print-formats';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

export interface PrintableUnitPlanProps {
  unit: Unit;
  lessons: Lesson[];
  /** The standards to name, keyed by standardRefKey (`${frameworkId}/${standardId}`). */
  standards: ReadonlyMap<string, Standard>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

function TextListSection({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Section heading={heading}>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The unit and its lessons laid out for paper. Rendered next to the editor but shown only when
 * printing (the shell hides its own chrome then), so "Print" prints what is on screen now,
 * unsaved edits included.
 */
export function PrintableUnitPlan({ unit, lessons, standards }: PrintableUnitPlanProps) {
  const { t, i18n } = useTranslation('planner');
  const formats = usePrintFormats();
  const titleId = useId();

  return (
    <PrintDocument aria-labelledby={titleId}>
      <header>
        <Eyebrow>{t('print.documentLabel')}</Eyebrow>
        <h1 id={titleId}>{unit.title}</h1>
        <Facts>
          {unit.subject && (
            <Fact term={t('print.subject')}>{subjectLabel(unit.subject, i18n.language)}</Fact>
          )}
          {unit.grade && (
            <Fact term={t('print.grade')}>{gradeLabel(unit.grade, i18n.language)}</Fact>
          )}
          <Fact term={t('print.length')}>{t('print.weeks', { count: unit.weeks })}</Fact>
          <Fact term={t('print.startDate')}>
            {unit.startDate ? formats.date(unit.startDate) : t('print.notScheduled')}
          </Fact>
          <Fact term={t('print.lessonTotal')}>
            {t('print.lessonCount', { count: lessons.length })}
          </Fact>
        </Facts>
      </header>
      <TextListSection heading={t('print.bigIdeas')} items={unit.bigIdeas} />
      <TextListSection heading={t('print.essentialQuestions')} items={unit.essentialQuestions} />
      {unit.standards.length > 0 && (
        <Section heading={t('print.standards')}>
          <ul>
            {unit.standards.map((ref) => {
              const standard = findStandard(standards, ref);
              return (
                <li key={standardRefKey(ref)}>
                  {standard ? (
                    <>
                      <strong>{standard.code}</strong> {standard.description}
                    </>
                  ) : (
                    t('print.unknownStandard')
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {unit.summativeAssessment && (
        <Section heading={t('print.summativeAssessment')}>
          <p>{unit.summativeAssessment}</p>
        </Section>
      )}
      <Section heading={t('print.lessons')}>
        {lessons.length === 0 ? (
          <p>{t('print.noLessons')}</p>
        ) : (
          lessons.map((lesson, index) => (
            <PrintableLesson
              key={index}
              lesson={lesson}
              number={index + 1}
              standards={standards}
              formats={formats}
            />
          ))
        )}
      </Section>
    </PrintDocument>
  );
}
