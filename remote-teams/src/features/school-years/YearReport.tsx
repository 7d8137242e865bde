import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { formatIsoDate, type SchoolYearReport } from '@lesson-planner/shared-contracts/schedule';
import { Stack } from '@lesson-planner/shared-contracts/ui';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

/** A date, or a range of dates, never broken across lines. */
const Dates = styled.span`
  white-space: nowrap;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.type.body};
`;

/** What starting a school year carried forward, and what the leader should look at. */
export function YearReport({ report }: { report: SchoolYearReport }) {
  const { t, i18n } = useTranslation('teams');
  const day = (date: string) =>
    formatIsoDate(date, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  const left = report.classroomsLeft;
  const fewerTeachers = report.classrooms.filter((classroom) => classroom.teachersLeft > 0);
  const looks =
    report.templates.length +
    left.length +
    fewerTeachers.length +
    report.unitsWithMissingStandards.length +
    report.classroomsWithMissingStandards.length;
  return (
    <Stack $gap={3}>
      <Heading>{t('schoolYears.report.carried')}</Heading>
      <List>
        <li>{t('schoolYears.report.templates', { count: report.templates.length })}</li>
        <li>{t('schoolYears.report.classrooms', { count: report.classrooms.length })}</li>
        <li>{t('schoolYears.report.units', { count: report.unitCount })}</li>
      </List>
      <Heading>{t('schoolYears.report.needsLook')}</Heading>
      {looks === 0 ? (
        <p>{t('schoolYears.report.nothing')}</p>
      ) : (
        <List>
          {report.templates.map((template) => (
            <li key={template.id}>
              {template.lastYearClosures.length === 0
                ? t('schoolYears.report.holidaysNone', { name: template.name })
                : t('schoolYears.report.holidays', { name: template.name })}{' '}
              <Link to="/leader/schedule-templates">{t('schoolYears.report.toTemplates')}</Link>
              {template.lastYearClosures.length > 0 && (
                <List aria-label={t('schoolYears.report.lastYear', { name: template.name })}>
                  {template.lastYearClosures.map((closure, index) => (
                    <li key={index}>
                      {closure.label} ·{' '}
                      <Dates>
                        {closure.start === closure.end
                          ? day(closure.start)
                          : `${day(closure.start)}–${day(closure.end)}`}
                      </Dates>
                    </li>
                  ))}
                </List>
              )}
            </li>
          ))}
          {left.map((classroom) => (
            <li key={classroom.id}>
              {t(
                classroom.reason === 'archived'
                  ? 'schoolYears.report.leftArchived'
                  : 'schoolYears.report.leftNoTeachers',
                { name: classroom.name },
              )}
            </li>
          ))}
          {fewerTeachers.map((classroom) => (
            <li key={classroom.id}>
              <Link to={`/classroom/${classroom.id}`}>{classroom.name}</Link>
              {': '}
              {t('schoolYears.report.teachersLeft', { count: classroom.teachersLeft })}
            </li>
          ))}
          {report.unitsWithMissingStandards.map((unit) => (
            <li key={unit.id}>
              <Link to={`/units/${unit.id}`}>{unit.name}</Link>
              {': '}
              {t('schoolYears.report.missingStandards', { count: unit.missing.length })}
            </li>
          ))}
          {report.classroomsWithMissingStandards.map((classroom) => (
            <li key={classroom.id}>
              <Link to={`/curriculum/classrooms/${classroom.id}`}>{classroom.name}</Link>
              {': '}
              {t('schoolYears.report.missingStandards', { count: classroom.missing.length })}
            </li>
          ))}
        </List>
      )}
    </Stack>
  );
}
