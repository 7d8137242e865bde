import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { useNavigate, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import type { PlanningFailureCode } from '../../../api/planning-failure';
import type { ClassroomRef, TeamRef } from '../../../api/team-directory';
import type { UnitInput } from '../../../api/unit-document';
import { FailureMessage } from '../../../components/FailureMessage';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import {
  clearUnitError,
  createUnit,
  loadClassroom,
  loadMyTeams,
  useUnitsStore,
} from '../../../stores/units-store';
import { UnitForm, emptyUnitDraft, withClassroom, type UnitDraft } from '../form';

/** What the page starts from: the user's teams and, with ?classroomId=, that classroom. */
interface Start {
  teams: TeamRef[];
  classroom: ClassroomRef | null;
  /** A classroom was asked for but is not one of the user's teams' (or does not exist). */
  classroomMissing: boolean;
}

function initialDraft({ teams, classroom }: Start): UnitDraft {
  if (classroom) return withClassroom(emptyUnitDraft(classroom.teamId), classroom);
  return emptyUnitDraft(teams.length === 1 ? (teams[0]?.id ?? '') : '');
}

/** /units/create[?classroomId=…]: a new unit in one of the user's teams, then its page. */
export default function CreateUnitPage() {
  const { t } = useTranslation('unit');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const classroomId = searchParams.get('classroomId') ?? '';
  const uid = useSession((session) => session.user?.uid ?? null);
  const busy = useUnitsStore((state) => state.busy.saveUnit === true);
  const failure = useUnitsStore((state) => state.errors.saveUnit);
  const [start, setStart] = useState<Start | PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    clearUnitError('saveUnit');
  }, []);
  useEffect(() => {
    if (!uid) return;
    let current = true;
    void Promise.all([
      loadMyTeams({ force: attempt > 0 }),
      classroomId ? loadClassroom(classroomId) : Promise.resolve(null),
    ]).then(([teams, classroom]) => {
      if (!current) return;
      const { teams: loaded, errors } = useUnitsStore.getState();
      if (!loaded) return setStart(errors.loadTeams ?? 'unknown');
      // A classroom that cannot be read starts the form without it, with a note: not an error.
      const usable = classroom && teams.some((team) => team.id === classroom.teamId);
      setStart({
        teams,
        classroom: usable ? classroom : null,
        classroomMissing: classroomId !== '' && !usable,
      });
    });
    return () => {
      current = false;
    };
  }, [uid, classroomId, attempt]);

  const submit = async (input: UnitInput) => {
    const id = await createUnit(input);
    if (id) navigate(`/units/${id}`);
    return id !== null;
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.unitCreate')}</PageHeading>
      <Lead>{t('form.createLead')}</Lead>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : typeof start === 'string' ? (
        <FailureWithRetry
          code={start}
          onRetry={() => {
            setStart(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : !start ? (
        <p role="status">
          <Spinner /> {t('form.loadingTeams')}
        </p>
      ) : start.teams.length === 0 ? (
        <Card>
          <Stack>
            <p>{t('list.noTeam')}</p>
            <div>
              <LinkButton to="/team/create">{t('list.createTeam')}</LinkButton>
            </div>
          </Stack>
        </Card>
      ) : (
        <Stack $gap={4}>
          {start.classroomMissing && (
            <FormMessage $kind="info">{t('form.classroomNotFound')}</FormMessage>
          )}
          <UnitForm
            initial={initialDraft(start)}
            teams={start.teams}
            ownerId={uid}
            busy={busy}
            failure={failure}
            submitLabel={t('form.create')}
            busyLabel={t('form.creating')}
            onSubmit={submit}
            onCancel={() => navigate('/units')}
            draftWithAi
          />
        </Stack>
      )}
    </PageSection>
  );
}
