import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { Link, useNavigate, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadFailurePage, LoadingPage } from '@lesson-planner/shared-contracts/ui/page';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import type { ExperienceInput } from '../../../api/experience-document';
import { createExperience } from '../../../api/experience-writes';
import { useMyTeams, useMyUnits } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { unitQuery } from '../../../api/unit-reads';
import { AiRow } from '../../../components/ai/AiRow';
import { FailureMessage } from '../../../components/FailureMessage';
import { useStandardLabels } from '../../../components/standards';
import { ExperienceAi, StepAi } from '../ai';
import {
  ExperienceForm,
  emptyExperience,
  experienceForUnit,
  experienceProblems,
  withDraftedContent,
  withStep,
} from '../form';

/** /experiences/create (?unitId= starts from a unit): a new experience, by hand or drafted. */
export default function CreateExperiencePage() {
  const { t } = useTranslation('experiences');
  const [params] = useSearchParams();
  const unitId = params.get('unitId');
  const teams = useMyTeams();
  const units = useMyUnits();
  const unit = useQuery({ ...unitQuery(unitId ?? ''), enabled: unitId !== null });
  const error = teams.error ?? units.error ?? unit.error;
  if (error)
    return (
      <LoadFailurePage
        title={t('titles.create')}
        message={t(`unit:failures.${PlanningFailure.from(error).code}`)}
        onRetry={() => {
          if (teams.error) void teams.refetch();
          if (units.error) units.refetch();
          if (unit.error) void unit.refetch();
        }}
        backLink={<Link to="/experiences">{t('detail.backToList')}</Link>}
      />
    );
  if (!teams.data || !units.data || (unitId !== null && !unit.data))
    return <LoadingPage title={t('titles.create')} status={t('form.loading')} />;
  // The form starts once; a later change of the unit or the teams does not reset what is typed.
  const start = unit.data
    ? experienceForUnit(unit.data)
    : emptyExperience(teams.data.length === 1 ? (teams.data[0]?.id ?? '') : '');
  return <CreateForm key={unitId ?? ''} start={start} teams={teams.data} units={units.data} />;
}

function CreateForm({
  start,
  teams,
  units,
}: {
  start: ExperienceInput;
  teams: { id: string; name: string }[];
  units: {
    id: string;
    title: string;
    teamId: string;
    standards: { frameworkId: string; standardId: string }[];
  }[];
}) {
  const { t } = useTranslation('experiences');
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const [value, setValue] = useState(start);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();
  const teamUnits = units.filter((unit) => unit.teamId === value.teamId);
  const choices = useStandardLabels(value.teamId, [
    ...value.standards,
    ...teamUnits
      .filter((unit) => value.unitIds.includes(unit.id))
      .flatMap((unit) => unit.standards),
  ]);
  const problems = tried ? experienceProblems(value) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!uid || Object.keys(experienceProblems(value)).length > 0) return;
    setSaving(true);
    try {
      const id = await createExperience(value, uid);
      navigate(`/experiences/edit/${id}`);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      setSaving(false);
    }
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.create')}</PageHeading>
      <Stack $gap={4}>
        <AiRow>
          <ExperienceAi
            value={value}
            experienceId={null}
            onAccept={(content) => setValue((current) => withDraftedContent(current, content))}
          />
        </AiRow>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack $gap={4}>
            <ExperienceForm
              value={value}
              onChange={(next) => {
                setValue(next);
                setFailure(undefined);
              }}
              problems={problems}
              teams={teams}
              units={teamUnits}
              standardChoices={choices}
              collaboratorsOwnerId={uid ?? undefined}
              stepAction={(index) => (
                <StepAi
                  value={value}
                  experienceId={null}
                  index={index}
                  onAccept={(at, step) => setValue((current) => withStep(current, at, step))}
                />
              )}
            />
            {tried && Object.keys(problems).length > 0 && (
              <p role="alert">{t('form.fixProblems')}</p>
            )}
            <FailureMessage code={failure} />
            <div>
              <SubmitButton busy={saving} busyLabel={t('form.creating')}>
                {t('form.create')}
              </SubmitButton>
            </div>
          </Stack>
        </form>
      </Stack>
    </PageSection>
  );
}
