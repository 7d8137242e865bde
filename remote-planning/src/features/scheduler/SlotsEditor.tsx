import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow, FormMessage, SelectField } from '@lesson-planner/shared-contracts/forms';
import type {
  ClassroomSlots,
  MeetingSlot,
  ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';
import type { TimedClassroom } from '../../api/school-time-reads';
import { saveClassroomSlots } from '../../api/school-time-writes';
import { FailureMessage } from '../../components/FailureMessage';
import { cycleDayName } from '../schedule-common';

const Grid = styled.table`
  border-collapse: collapse;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.palette.border};
    padding: ${({ theme }) => theme.space(1)};
    text-align: center;
  }
  input {
    width: 1.3em;
    height: 1.3em;
  }
`;

const slotKey = (slot: MeetingSlot) => `${slot.cycleDay}|${slot.periodId}`;

/** Which cycle day × period a classroom meets, on one of the team's templates. */
export function SlotsEditor({
  classroom,
  templates,
  defaultTemplateId,
  stored,
  uid,
  onSaved,
}: {
  classroom: TimedClassroom;
  templates: readonly ScheduleTemplate[];
  defaultTemplateId: string | null;
  stored: ClassroomSlots | null;
  uid: string;
  onSaved: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const [templateId, setTemplateId] = useState(
    stored?.templateId ?? defaultTemplateId ?? templates[0]?.id ?? '',
  );
  const [chosen, setChosen] = useState(() => new Set((stored?.slots ?? []).map(slotKey)));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [saved, setSaved] = useState(false);
  const template = templates.find((candidate) => candidate.id === templateId) ?? null;
  const rows = Math.max(0, ...(template?.cycleDays.map((day) => day.periods.length) ?? [0]));

  const toggle = (key: string) => {
    setSaved(false);
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const save = async () => {
    if (!template) return;
    setBusy(true);
    setFailure(null);
    const slots = template.cycleDays.flatMap((day, cycleDay) =>
      day.periods
        .filter(
          (period) => period.teaching && chosen.has(slotKey({ cycleDay, periodId: period.id })),
        )
        .map((period) => ({ cycleDay, periodId: period.id })),
    );
    try {
      await saveClassroomSlots(classroom, template.id, slots, stored?.version ?? 0, uid);
      await onSaved();
      setSaved(true);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('scheduler.slots.heading', { classroom: classroom.name })}</h2>
      <p>{t('scheduler.slots.help')}</p>
      <SelectField
        label={t('scheduler.slots.template')}
        value={templateId}
        onChange={(e) => {
          setTemplateId(e.target.value);
          setChosen(new Set());
        }}
      >
        {templates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      {template && (
        <Grid>
          <caption>{t('scheduler.slots.caption', { classroom: classroom.name })}</caption>
          <thead>
            <tr>
              <td />
              {template.cycleDays.map((_, cycleDay) => (
                <th key={cycleDay} scope="col">
                  {cycleDayName(template, cycleDay, t, i18n.language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                <th scope="row">{t('scheduler.slots.row', { number: row + 1 })}</th>
                {template.cycleDays.map((day, cycleDay) => {
                  const period = day.periods[row];
                  if (!period || !period.teaching) return <td key={cycleDay} />;
                  const key = slotKey({ cycleDay, periodId: period.id });
                  return (
                    <td key={cycleDay}>
                      <input
                        type="checkbox"
                        checked={chosen.has(key)}
                        onChange={() => toggle(key)}
                        aria-label={t('scheduler.slots.slotLabel', {
                          day: cycleDayName(template, cycleDay, t, i18n.language),
                          period: period.label || period.id,
                          start: period.start,
                          end: period.end,
                        })}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      )}
      <FailureMessage code={failure ?? undefined} />
      {saved && <FormMessage $kind="success">{t('scheduler.slots.saved')}</FormMessage>}
      <ButtonRow>
        <Button
          type="button"
          disabled={busy || !template}
          aria-busy={busy}
          onClick={() => void save()}
        >
          {busy ? t('scheduler.saving') : t('scheduler.slots.save')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
