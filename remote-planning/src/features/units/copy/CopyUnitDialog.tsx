import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import type { LinkMode, Unit } from '@lesson-planner/shared-contracts/planning';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { isIsoDate } from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Spinner } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { Button, Dialog, DialogActions, RadioGroup } from '@lesson-planner/shared-contracts/ui/kit';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { copyUnit, newUnitId } from '../../../api/unit-copy';
import { FailureMessage } from '../../../components/FailureMessage';
import {
  copyTargets,
  defaultStart,
  hasMeetings,
  copySetupQuery,
  type CopySetup,
} from './copy-setup';
import { CopyPreview } from './CopyPreview';

/** What the unit page tells itself after a copy (router state): say the copy is yours. */
export interface CopiedUnitState {
  copied?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * "Use in my classroom": the unit, its plan and standards become the user's own, in a classroom
 * of the unit's team they teach, optionally scheduled there; its experiences and rubrics linked
 * or copied. The original is not changed.
 */
export function CopyUnitDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const { t } = useTranslation('unit');
  const setup = useQuery(copySetupQuery(unit));
  return (
    <Dialog
      title={t('copy.title', { title: unit.title })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <LoadState
        result={setup}
        loading={t('copy.loading')}
        failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
        onRetry={() => void setup.refetch()}
      >
        {(data) => <CopyForm unit={unit} setup={data} onClose={onClose} />}
      </LoadState>
    </Dialog>
  );
}

function CopyForm({ unit, setup, onClose }: { unit: Unit; setup: CopySetup; onClose: () => void }) {
  const { t } = useTranslation('unit');
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const targets = copyTargets(setup.time, uid);
  const [classroomId, setClassroomId] = useState(targets[0]?.id ?? '');
  const canSchedule = classroomId !== '' && hasMeetings(setup.time, classroomId);
  const [schedule, setSchedule] = useState<'now' | 'later'>('now');
  const [startDate, setStartDate] = useState(() =>
    targets[0] ? defaultStart(setup.time, targets[0].id) : '',
  );
  const [experiences, setExperiences] = useState<LinkMode>('copied');
  const [rubrics, setRubrics] = useState<LinkMode>('linked');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();
  const [dateMissing, setDateMissing] = useState(false);
  // Chosen once: a second press after a lost answer finds the copy the first one made.
  const copyId = useRef<Promise<string> | null>(null);
  const scheduling = canSchedule && schedule === 'now';

  const chooseClassroom = (id: string) => {
    setClassroomId(id);
    if (id && hasMeetings(setup.time, id)) setStartDate(defaultStart(setup.time, id));
  };

  const linkOptions = (kind: 'experiences' | 'rubrics') =>
    (['copied', 'linked'] as const).map((mode) => ({
      value: mode,
      label: t(`copy.${kind}.${mode}`),
      description: t(`copy.${kind}.${mode}Hint`),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (scheduling && !isIsoDate(startDate)) return setDateMissing(true);
    setDateMissing(false);
    setBusy(true);
    setFailure(undefined);
    try {
      copyId.current ??= newUnitId();
      const { unitId } = await copyUnit({
        sourceUnitId: unit.id,
        unitId: await copyId.current,
        classroomId: classroomId || null,
        startDate: scheduling ? startDate : null,
        experiences,
        rubrics,
      });
      navigate(`/units/${unitId}`, { state: { copied: true } satisfies CopiedUnitState });
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('copy.lead')}</p>
      <Select
        label={t('copy.classroom')}
        value={classroomId}
        onChange={(event) => chooseClassroom(event.target.value)}
        hint={targets.length === 0 ? t('copy.noClassroom') : undefined}
        options={[
          ...targets.map((classroom) => ({ value: classroom.id, label: classroom.name })),
          { value: '', label: t('copy.noClassroomChoice') },
        ]}
      />
      {canSchedule && (
        <RadioGroup
          label={t('copy.schedule')}
          value={schedule}
          onChange={(value) => setSchedule(value === 'later' ? 'later' : 'now')}
          options={[
            { value: 'now', label: t('copy.scheduleNow') },
            { value: 'later', label: t('copy.scheduleLater') },
          ]}
        />
      )}
      {scheduling && (
        <>
          <DateField
            label={t('copy.startDate')}
            hint={t('copy.startHint')}
            value={startDate}
            onChange={setStartDate}
            error={dateMissing ? t('copy.startRequired') : null}
          />
          {isIsoDate(startDate) && (
            <CopyPreview
              setup={setup}
              unit={unit}
              classroomId={classroomId}
              startDate={startDate}
            />
          )}
        </>
      )}
      {setup.experienceCount > 0 && (
        <RadioGroup
          label={t('copy.experiences.label', { count: setup.experienceCount })}
          value={experiences}
          onChange={(value) => setExperiences(value === 'linked' ? 'linked' : 'copied')}
          options={linkOptions('experiences')}
        />
      )}
      {setup.rubricCount > 0 && (
        <RadioGroup
          label={t('copy.rubrics.label', { count: setup.rubricCount })}
          value={rubrics}
          onChange={(value) => setRubrics(value === 'copied' ? 'copied' : 'linked')}
          options={linkOptions('rubrics')}
        />
      )}
      <FailureMessage code={failure} />
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('copy.cancel')}
        </Button>
        <Button type="submit" aria-busy={busy} aria-disabled={busy || undefined}>
          {busy && <Spinner />}
          {busy ? t('copy.busy') : t('copy.submit')}
        </Button>
      </DialogActions>
    </Form>
  );
}
