import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { Link, useNavigate, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Lead,
  LoadFailurePage,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import type { PlanningFailureCode } from '../../../api/planning-failure';
import type { TeamRef } from '../../../api/team-directory';
import type { UnitInput } from '../../../api/unit-document';
import { FailureMessage } from '../../../components/FailureMessage';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { mayEditUnit } from '../../../rules/unit-access';
import {
  clearUnitError,
  loadMyTeams,
  loadUnit,
  updateUnit,
  useUnitsStore,
} from '../../../stores/units-store';
import { UnitForm, draftOfUnit } from '../form';

const RETRYABLE: readonly PlanningFailureCode[] = ['network', 'unknown'];

/** /units/edit/{id}: the unit form for its owner, collaborators and team leaders. */
export default function EditUnitPage() {
  const { t } = useTranslation('unit');
  const { id = '' } = useParams();
  // The unit as read when the page opened (not a cached copy): the form starts from it.
  const [unit, setUnit] = useState<Unit | null>(null);
  const teams = useUnitsStore((state) => state.teams?.data ?? null);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [teamsFailure, setTeamsFailure] = useState<PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    clearUnitError('saveUnit');
  }, []);
  useEffect(() => {
    let current = true;
    void loadUnit(id, { force: true }).then((loaded) => {
      if (!current) return;
      if (loaded) setUnit(loaded);
      else setFailure(useUnitsStore.getState().errors.loadUnit ?? 'unknown');
    });
    // The user's teams tell whether they lead the unit's team (and so may edit it).
    void loadMyTeams({ force: attempt > 0 }).then(() => {
      const { teams: loaded, errors } = useUnitsStore.getState();
      if (current && !loaded) setTeamsFailure(errors.loadTeams ?? 'unknown');
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = () => {
    setFailure(null);
    setTeamsFailure(null);
    setAttempt((n) => n + 1);
  };

  if (failure) {
    return (
      <LoadFailurePage
        title={t('titles.unitEdit')}
        message={t(`failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? retry : undefined}
        backLink={<Link to="/units">{t('detail.backToList')}</Link>}
      />
    );
  }
  return (
    <PageSection>
      <PageHeading>
        {unit ? t('form.editHeading', { title: unit.title }) : t('titles.unitEdit')}
      </PageHeading>
      {teamsFailure ? (
        <FailureWithRetry code={teamsFailure} onRetry={retry} />
      ) : !unit || !teams ? (
        <p role="status">
          <Spinner /> {t('detail.loading')}
        </p>
      ) : (
        <EditForm key={unit.id} unit={unit} teams={teams} />
      )}
    </PageSection>
  );
}

function EditForm({ unit, teams }: { unit: Unit; teams: readonly TeamRef[] }) {
  const { t } = useTranslation('unit');
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const busy = useUnitsStore((state) => state.busy.saveUnit === true);
  const failure = useUnitsStore((state) => state.errors.saveUnit);
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
    const saved = await updateUnit(unit, input);
    if (saved) navigate(`/units/${unit.id}`);
    return saved;
  };

  return (
    <Stack $gap={4}>
      <Lead>{t('form.editLead')}</Lead>
      <UnitForm
        initial={initial}
        teams={team ? [team] : [{ id: unit.teamId, name: t('unknownTeam'), isLeader: false }]}
        teamLocked
        ownerId={unit.ownerId}
        busy={busy}
        failure={failure}
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
        onSubmit={submit}
        onCancel={() => navigate(`/units/${unit.id}`)}
      />
    </Stack>
  );
}
