import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { Link, useNavigate, useParams } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadFailurePage, LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { useMyTeams } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import type { UnitInput } from '../../../api/unit-document';
import { unitQuery } from '../../../api/unit-reads';
import { FailureMessage } from '../../../components/FailureMessage';
import { mayEditUnit } from '../../../rules/unit-access';
import { UnitForm, draftOfUnit } from '../form';
import { failureOf, useUpdateUnit } from '../unit-mutations';

const RETRYABLE: readonly PlanningFailureCode[] = ['network', 'unknown'];

/** /units/edit/{id}: the unit form for its owner, collaborators and team leaders. */
export default function EditUnitPage() {
  const { t } = useTranslation('unit');
  const { id = '' } = useParams();
  // The unit is live, so the form starts from it as it is saved now.
  const unit = useQuery(unitQuery(id));
  // The user's teams tell whether they lead the unit's team (and so may edit it).
  const teams = useMyTeams();

  if (unit.error) {
    const failure = PlanningFailure.from(unit.error).code;
    return (
      <LoadFailurePage
        title={t('titles.unitEdit')}
        message={t(`failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? () => void unit.refetch() : undefined}
        backLink={<Link to="/units">{t('detail.backToList')}</Link>}
      />
    );
  }
  return (
    <PageSection>
      <PageHeading>
        {unit.data ? t('form.editHeading', { title: unit.data.title }) : t('titles.unitEdit')}
      </PageHeading>
      <LoadState
        result={{
          data: unit.data && teams.data ? { unit: unit.data, teams: teams.data } : undefined,
          error: teams.error,
        }}
        loading={t('detail.loading')}
        failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
        onRetry={() => void teams.refetch()}
      >
        {(loaded) => <EditForm key={loaded.unit.id} {...loaded} />}
      </LoadState>
    </PageSection>
  );
}
function EditForm({ unit, teams }: { unit: Unit; teams: readonly TeamRef[] }) {
  const { t } = useTranslation('unit');
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const update = useUpdateUnit();
  const [initial] = useState(() => draftOfUnit(unit));
  const team = teams.find((candidate) => candidate.id === unit.teamId);

  if (!mayEditUnit(unit, uid, team?.isLeader === true)) {
    return (
      <Stack $gap={2}>
        <FailureMessage code="permissionDenied" />
        <p>
          <Link to={`/units/${unit.id}`}>{t('form.backToUnit')}</Link>
        </p>
      </Stack>
    );
  }

  const submit = async (input: UnitInput) => {
    try {
      await update.mutateAsync({ unit, input });
    } catch {
      return false;
    }
    navigate(`/units/${unit.id}`);
    return true;
  };

  return (
    <Stack $gap={4}>
      <Lead>{t('form.editLead')}</Lead>
      <UnitForm
        initial={initial}
        teams={team ? [team] : [{ id: unit.teamId, name: t('unknownTeam'), isLeader: false }]}
        teamLocked
        ownerId={unit.ownerId}
        busy={update.isPending}
        failure={failureOf(update.error)}
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
        onSubmit={submit}
        onCancel={() => navigate(`/units/${unit.id}`)}
      />
    </Stack>
  );
}
