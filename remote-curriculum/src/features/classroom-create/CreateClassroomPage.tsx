import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import {
  clearClassroomError,
  createClassroom,
  useClassroomsStore,
} from '../../stores/classrooms-store';
import { loadMyTeams, useCurriculumStore } from '../../stores/curriculum-store';
import { ClassroomForm, emptyFields } from '../classroom-form';

/** /classroom/create: a new classroom in one of the user's teams, then its page. */
export default function CreateClassroomPage() {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const teams = useCurriculumStore((state) => state.teams?.data ?? null);
  const busy = useClassroomsStore((state) => state.busy.saveClassroom === true);
  const failure = useClassroomsStore((state) => state.errors.saveClassroom);
  // Kept here, not only in the store, so the reason stays until the user retries.
  const [teamsError, setTeamsError] = useState<CurriculumFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    clearClassroomError('saveClassroom');
  }, []);
  useEffect(() => {
    let current = true;
    void loadMyTeams({ force: attempt > 0 }).then(() => {
      const { teams: loaded, errors } = useCurriculumStore.getState();
      if (current && !loaded) setTeamsError(errors.loadTeams ?? 'unknown');
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const submit = async (fields: ClassroomFields) => {
    const id = await createClassroom(fields);
    if (id) navigate(`/classroom/${id}`);
    return id !== null;
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.classroomCreate')}</PageHeading>
      <Lead>{t('classroomForm.createLead')}</Lead>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : teamsError ? (
        <Stack $gap={2}>
          <FailureMessage code={teamsError} />
          <div>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setTeamsError(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('classrooms.retry')}
            </Button>
          </div>
        </Stack>
      ) : !teams ? (
        <p role="status">
          <Spinner /> {t('classroomForm.loadingTeams')}
        </p>
      ) : teams.length === 0 ? (
        <Card>
          <Stack>
            <p>{t('classroomForm.noTeam')}</p>
            <div>
              <LinkButton to="/team/create">{t('classroomForm.createTeam')}</LinkButton>
            </div>
          </Stack>
        </Card>
      ) : (
        <ClassroomForm
          initial={emptyFields(teams.length === 1 ? (teams[0]?.id ?? '') : '', [uid])}
          teams={teams}
          lockedTeacherId={uid}
          busy={busy}
          failure={failure}
          submitLabel={t('classroomForm.create')}
          busyLabel={t('classroomForm.creating')}
          onSubmit={submit}
        />
      )}
    </PageSection>
  );
}
