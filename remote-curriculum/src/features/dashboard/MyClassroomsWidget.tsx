import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode, useMyClassrooms } from '../../api/classroom-data';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

/** How many classrooms the card lists; the rest are one link away. */
const WIDGET_LIMIT = 5;

const ClassroomList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** Dashboard card: the user's active classrooms, up to five, and a link to all of them. */
export default function MyClassroomsWidget() {
  const { t, i18n } = useTranslation('classroom');
  const { data: classrooms, error: failed } = useMyClassrooms();
  const error = failureCode(failed);

  const active = classrooms?.filter((classroom) => !classroom.archived) ?? [];

  return (
    <Card as="section" aria-labelledby="my-classrooms-title">
      <Stack>
        <h2 id="my-classrooms-title">{t('widget.title')}</h2>
        <FailureMessage code={error} />
        {!classrooms && !error && (
          <p role="status">
            <Spinner /> {t('classrooms.loading')}
          </p>
        )}
        {classrooms && active.length === 0 && (
          <p>
            {t('widget.none')} <Link to="/classroom/create">{t('classrooms.create')}</Link>
          </p>
        )}
        {active.length > 0 && (
          <ClassroomList>
            {active.slice(0, WIDGET_LIMIT).map((classroom) => (
              <li key={classroom.id}>
                <Link to={`/classroom/${classroom.id}`}>{classroom.name}</Link>
                <Muted>
                  {[
                    subjectLabel(classroom.subject, i18n.language),
                    gradeLabel(classroom.gradeLevel, i18n.language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </li>
            ))}
          </ClassroomList>
        )}
        {classrooms && classrooms.length > 0 && (
          <p>
            <Link to="/classroom">{t('widget.all')}</Link>
          </p>
        )}
      </Stack>
    </Card>
  );
}
