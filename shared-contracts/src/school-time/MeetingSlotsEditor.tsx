import { useId, useState } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import type {
  ClassroomSlots,
  MeetingSlot,
  ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { useCycleDayName } from './cycle-day-name';
import { saveClassroomSlots } from './meeting-slots-data';
import { VersionConflict } from './versioned-write';

// A template of many days is wider than a phone: the grid scrolls in its own box, not the page,
// and its day and period names stay whole.
const GridFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Grid = styled.table`
  border-collapse: collapse;
  th {
    white-space: nowrap;
  }
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
  /* A break or lunch: named, muted, not a meeting to tick. */
  td[data-break] {
    color: ${({ theme }) => theme.palette.textMuted};
    background: ${({ theme }) => theme.palette.surface};
    font-size: ${({ theme }) => theme.type.small};
    white-space: nowrap;
  }
`;

const slotKey = (slot: MeetingSlot) => `${slot.cycleDay}|${slot.periodId}`;

type SlotsFailure = 'conflict' | 'permissionDenied' | 'network' | 'unknown';

function failureOf(error: unknown): SlotsFailure {
  if (error instanceof VersionConflict) return 'conflict';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return 'permissionDenied';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'network';
  return 'unknown';
}

/** The ticked slots in the template's order, teaching periods only. */
const chosenSlots = (template: ScheduleTemplate, chosen: ReadonlySet<string>): MeetingSlot[] =>
  template.cycleDays.flatMap((day, cycleDay) =>
    day.periods
      .filter((period) => period.teaching && chosen.has(slotKey({ cycleDay, periodId: period.id })))
      .map((period) => ({ cycleDay, periodId: period.id })),
  );

/**
 * Which cycle day × period a classroom meets, on one of the team's templates: the classroom's
 * timetable. Its teachers (and the team's leaders) tick and save it; everyone else reads it.
 */
export function MeetingSlotsEditor({
  classroom,
  templates,
  defaultTemplateId,
  stored,
  uid,
  readOnly = false,
  saveVariant = 'primary',
  onSaved,
}: {
  classroom: { id: string; name: string; teamId: string };
  templates: readonly ScheduleTemplate[];
  defaultTemplateId: string | null;
  stored: ClassroomSlots | null;
  uid: string;
  readOnly?: boolean;
  /**
   * The save's weight on its page: the classroom page's one primary, a secondary on the
   * scheduler, whose primary is saving the schedule.
   */
  saveVariant?: 'primary' | 'secondary';
  /** After a save, e.g. to place lessons on the new meetings. */
  onSaved?: () => Promise<void>;
}) {
  const { t } = useTranslation('schedule');
  const dayName = useCycleDayName();
  const headingId = useId();
  const [templateId, setTemplateId] = useState(
    stored?.templateId ?? defaultTemplateId ?? templates[0]?.id ?? '',
  );
  const [chosen, setChosen] = useState(() => new Set((stored?.slots ?? []).map(slotKey)));
  // The version saved last, so a second save goes over the first without reading again.
  const [version, setVersion] = useState(stored?.version ?? 0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SlotsFailure | null>(null);
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
    try {
      setVersion(
        await saveClassroomSlots(
          classroom,
          template.id,
          chosenSlots(template, chosen),
          version,
          uid,
        ),
      );
      await onSaved?.();
      setSaved(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('slots.heading', { classroom: classroom.name })}</h2>
      {version === 0 && <p>{readOnly ? t('slots.noneYetReadOnly') : t('slots.noneYet')}</p>}
      {!readOnly && <p>{t('slots.help')}</p>}
      <Select
        label={t('slots.template')}
        value={templateId}
        disabled={readOnly}
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
      </Select>
      {template && (
        <GridFrame>
          <Grid>
            <caption>{t('slots.caption', { classroom: classroom.name })}</caption>
            <thead>
              <tr>
                <td />
                {template.cycleDays.map((_, cycleDay) => (
                  <th key={cycleDay} scope="col">
                    {dayName(template, cycleDay)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, row) => (
                <tr key={row}>
                  <th scope="row">{t('slots.row', { number: row + 1 })}</th>
                  {template.cycleDays.map((day, cycleDay) => {
                    const period = day.periods[row];
                    if (!period) return <td key={cycleDay} />;
                    if (!period.teaching)
                      return (
                        <td key={cycleDay} data-break="">
                          {period.label || t('slots.noLessons')}
                        </td>
                      );
                    const key = slotKey({ cycleDay, periodId: period.id });
                    return (
                      <td key={cycleDay}>
                        <input
                          type="checkbox"
                          checked={chosen.has(key)}
                          disabled={readOnly}
                          onChange={() => toggle(key)}
                          aria-label={t('slots.slotLabel', {
                            day: dayName(template, cycleDay),
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
        </GridFrame>
      )}
      {failure && <FormMessage $kind="error">{t(`slots.failures.${failure}`)}</FormMessage>}
      {saved && <FormMessage $kind="success">{t('slots.saved')}</FormMessage>}
      {!readOnly && (
        <ButtonRow>
          <Button
            type="button"
            $variant={saveVariant}
            disabled={busy || !template}
            aria-busy={busy}
            onClick={() => void save()}
          >
            {busy ? t('slots.saving') : t('slots.save')}
          </Button>
        </ButtonRow>
      )}
    </Stack>
  );
}
