import { useTranslation } from 'react-i18next';
import type { ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import { NoTeamCard } from '@lesson-planner/shared-contracts/content';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode, useCreateClassroom, useMyTeams } from '../../api/classroom-data';
import { ClassroomForm, emptyFields } from '../classroom-form';

/** /classroom/create: a new classroom in one of the user's teams, then its page. */
export default function CreateClassroomPage() {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const teams = useMyTeams();
  const create = useCreateClassroom();

  const submit = async (fields: ClassroomFields) => {
    try {
      navigate(`/classroom/${await create.mutateAsync(fields)}`);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.classroomCreate')}</PageHeading>
      <Lead>{t('classroomForm.createLead')}</Lead>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : (
        <LoadState
          result={{ data: teams.data, error: failureCode(teams.error) }}
          loading={t('classroomForm.loadingTeams')}
          failure={(code) => <FailureMessage code={code} />}
          onRetry={() => void teams.refetch()}
          isEmpty={(found) => found.length === 0}
          empty={<NoTeamCard reason={t('classroomForm.noTeam')} />}
        >
          {(found) => (
            <ClassroomForm
              initial={emptyFields(found.length === 1 ? (found[0]?.id ?? '') : '', [uid])}
              teams={found}
              lockedTeacherId={uid}
              busy={create.isPending}
              failure={failureCode(create.error)}
              submitLabel={t('classroomForm.create')}
              busyLabel={t('classroomForm.creating')}
              onSubmit={submit}
            />
          )}
        </LoadState>
      )}
    </PageSection>
  );
}
