import { useTranslation } from 'react-i18next';
import { NoTeamCard } from '@lesson-planner/shared-contracts/content';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { useNavigate, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { useMyTeams } from '../../../api/my-teams-data';
import { PlanningFailure } from '../../../api/planning-failure';
import { classroomQuery, type ClassroomRef } from '../../../api/team-directory';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import type { UnitInput } from '../../../api/unit-document';
import { FailureMessage } from '../../../components/FailureMessage';
import { UnitForm, emptyUnitDraft, withClassroom, type UnitDraft } from '../form';
import { failureOf, useCreateUnit } from '../unit-mutations';

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

/** The user's teams and, with ?classroomId=, that classroom: once both are read. */
function useStart(classroomId: string) {
  const teams = useMyTeams();
  const classroom = useQuery({ ...classroomQuery(classroomId), enabled: classroomId !== '' });
  // A classroom that cannot be read starts the form without it, with a note: not an error.
  const classroomRead = classroomId === '' || classroom.data !== undefined || classroom.isError;
  const data = ((): Start | undefined => {
    if (!teams.data || !classroomRead) return undefined;
    const found = classroom.data ?? null;
    const usable = found !== null && teams.data.some((team) => team.id === found.teamId);
    return {
      teams: teams.data,
      classroom: usable ? found : null,
      classroomMissing: classroomId !== '' && !usable,
    };
  })();
  return { data, error: teams.error, retry: () => void teams.refetch() };
}

/** /units/create[?classroomId=…]: a new unit in one of the user's teams, then its page. */
export default function CreateUnitPage() {
  const { t } = useTranslation('unit');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const classroomId = searchParams.get('classroomId') ?? '';
  const uid = useSession((session) => session.user?.uid ?? null);
  const start = useStart(classroomId);
  const creation = useCreateUnit();

  const submit = async (input: UnitInput) => {
    try {
      navigate(`/units/${await creation.mutateAsync(input)}`);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.unitCreate')}</PageHeading>
      <Lead>{t('form.createLead')}</Lead>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : (
        <LoadState
          result={start}
          loading={t('form.loadingTeams')}
          failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
          onRetry={start.retry}
          isEmpty={(loaded) => loaded.teams.length === 0}
          empty={<NoTeamCard reason={t('list.noTeam')} />}
        >
          {(loaded) => (
            <Stack $gap={4}>
              {loaded.classroomMissing && (
                <FormMessage $kind="info">{t('form.classroomNotFound')}</FormMessage>
              )}
              <UnitForm
                initial={initialDraft(loaded)}
                teams={loaded.teams}
                ownerId={uid}
                busy={creation.isPending}
                failure={failureOf(creation.error)}
                submitLabel={t('form.create')}
                busyLabel={t('form.creating')}
                onSubmit={submit}
                onCancel={() => navigate('/units')}
                draftWithAi
              />
            </Stack>
          )}
        </LoadState>
      )}
    </PageSection>
  );
}
