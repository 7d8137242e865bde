import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { ButtonRow, FormMessage, SelectField } from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import {
  addDays,
  isIsoDate,
  isoDateOfLocal,
  mondayOf,
  noteIdFor,
  type ScheduleNote,
} from '@lesson-planner/shared-contracts/schedule';
import {
  Button,
  Card,
  Icon,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { useCycleDayName } from '@lesson-planner/shared-contracts/school-time';
import { mdiCalendarExport, mdiPrinterOutline } from '@mdi/js';
import { ExportWordButton } from '../../../components/word-export';
import { weekDocument } from './week-document';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { listTeamNotes } from '../../../api/school-time-reads';
import { saveSchedule } from '../../../api/school-time-writes';
import { listTeamMembers, type TeamMemberRef } from '../../../api/team-directory';
import { FailureMessage } from '../../../components/FailureMessage';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import {
  downloadCalendar,
  useMyTeams,
  useTeamTime,
  weekEvents,
  weekGrid,
  type WeekCell,
} from '../common';
import { longDate, shortDate, timeRange } from '../../../components/date-format';
import { moveAnnouncements, sameClassroom } from './move-announcements';
import { meetingKeyboardCoordinates } from './move-by-keyboard';
import { DayAgenda } from './DayAgenda';
import { useNarrowScreen } from './use-narrow-screen';
import { WeekCellCard } from './WeekCellCard';
import { WeekHeader } from './WeekHeader';

// One landscape page: the grid fills the width, the controls are left out.
const PrintLandscape = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 8mm; }
    .no-print, header, nav, footer { display: none !important; }
    body { font-size: 9pt; }
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.palette.border};
    padding: ${({ theme }) => theme.space(1)};
    vertical-align: top;
  }
  /* A day's date and its cycle day on one line; a long closure name ends in an ellipsis. */
  thead th {
    font-size: 0.875rem;
    text-align: start;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The meeting's times on one line ("10:30 AM–11:20 AM"). */
  thead td:first-child,
  tbody th {
    width: 9.5rem;
    white-space: nowrap;
    font-size: 0.8125rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  tbody td {
    height: 3rem;
  }
`;

const VisuallyHiddenCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const DayNote = styled.span`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  font-weight: 400;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * /planner/weekly: my week (or, for a leader, a member's, read only) of days × periods; the
 * week of ?week= (a date) when given, as a past school year links to its first week.
 */
export default function WeeklyPlannerPage() {
  const { t, i18n } = useTranslation('planner');
  const cycleDayName = useCycleDayName();
  const { uid, teams, team, chooseTeam, failure: teamsFailure, retry: retryTeams } = useMyTeams();
  const { time, failure, reload, retry } = useTeamTime(team?.id ?? null);
  const narrow = useNarrowScreen();
  const [searchParams] = useSearchParams();
  const [monday, setMonday] = useState(() => {
    const asked = searchParams.get('week');
    return mondayOf(asked && isIsoDate(asked) ? asked : isoDateOfLocal(new Date()));
  });
  const [jump, setJump] = useState('');
  const [jumpProblem, setJumpProblem] = useState(false);
  const [personId, setPersonId] = useState<string | null>(null);
  const [members, setMembers] = useState<TeamMemberRef[]>([]);
  const [notes, setNotes] = useState<ScheduleNote[] | null>(null);
  const [notesFailure, setNotesFailure] = useState<PlanningFailureCode | null>(null);
  const [moveFailure, setMoveFailure] = useState<PlanningFailureCode | null>(null);
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: meetingKeyboardCoordinates }),
  );
  const announcements = useMemo(() => moveAnnouncements(t), [t]);
  const sunday = addDays(monday, 6);

  useEffect(() => {
    if (!team?.isLeader) return;
    let current = true;
    listTeamMembers(team.id)
      .then((found) => current && setMembers(found))
      .catch(() => current && setMembers([]));
    return () => {
      current = false;
    };
  }, [team]);

  useEffect(() => {
    if (!team) return;
    let current = true;
    listTeamNotes(team.id, monday, sunday)
      .then((found) => {
        performance.mark?.('lp:week-notes-read');
        if (current) setNotes(found);
      })
      .catch((error: unknown) => current && setNotesFailure(PlanningFailure.from(error).code));
    return () => {
      current = false;
    };
  }, [team, monday, sunday]);

  const viewed = personId ?? uid;
  const readOnly = viewed !== uid;
  const classrooms = useMemo(
    () => (time && viewed ? time.classrooms.filter((c) => c.teacherIds.includes(viewed)) : []),
    [time, viewed],
  );
  const grid = useMemo(
    () => (time ? weekGrid(monday, classrooms, time) : null),
    [time, monday, classrooms],
  );
  const notesById = new Map((notes ?? []).map((note) => [note.id, note]));
  useEffect(() => {
    // The week is on screen once the frame after its commit paints: the planner bench
    // (e2e/bench/planner-render.mjs) measures from the data's arrival to this mark.
    if (!grid || !notes) return;
    const frame = requestAnimationFrame(() => performance.mark?.('lp:planner-drawn'));
    return () => cancelAnimationFrame(frame);
  }, [grid, notes]);
  // Resolves once the saved note is read back, so the editor closes onto the stored text.
  const reloadNotes = async () => {
    if (!team) return;
    const found = await listTeamNotes(team.id, monday, sunday);
    setNotes(found);
  };

  const goTo = (date: string) => {
    setNotes(null);
    setMonday(mondayOf(date));
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(jump)) return setJumpProblem(true);
    setJumpProblem(false);
    goTo(jump);
  };

  const meetingLabel = (cell: WeekCell) =>
    t('weekly.meetingLabel', {
      classroom: cell.classroom.name,
      date: shortDate(cell.meeting.date, i18n.language),
      time: timeRange(cell.meeting.start, cell.meeting.end, i18n.language),
    });

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const from = active.data.current?.cell as WeekCell | undefined;
    if (!from?.lesson || !sameClassroom(active, over) || !uid) return;
    const [, date, periodId] = String(over.id).split('|');
    if (!date || !periodId) return;
    const { schedule } = from.lesson.scheduled;
    const lessonIndex = from.lesson.lessonIndex;
    const moves = [
      ...schedule.moves.filter((m) => m.lessonIndex !== lessonIndex),
      { lessonIndex, date, periodId },
    ];
    setMoveFailure(null);
    try {
      await saveSchedule(schedule, { ...schedule, moves }, schedule.version, uid);
    } catch (error) {
      setMoveFailure(PlanningFailure.from(error).code);
    }
    await reload();
  };

  const exportWeek = () => {
    if (!grid) return;
    const events = weekEvents(grid, (cell) => ({
      summary: t('weekly.eventSummary', {
        classroom: cell.classroom.name,
        lesson: t('scheduler.lessonTitle', {
          number: cell.lesson.lessonIndex + 1,
          title: cell.lesson.lesson?.title ?? '',
        }),
      }),
      description: [
        ...(cell.lesson.lesson?.objectives ?? []),
        notesById.get(noteIdFor(cell.classroom.id, cell.meeting.date, cell.meeting.periodId))
          ?.text ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
    }));
    downloadCalendar(
      events,
      t('weekly.calendarName', { date: longDate(monday, i18n.language) }),
      `week-${monday}.ics`,
    );
  };

  const body = () => {
    if (teamsFailure) return <FailureWithRetry code={teamsFailure} onRetry={retryTeams} />;
    if (failure) return <FailureWithRetry code={failure} onRetry={retry} />;
    if (!teams || (team && !time) || (team && !notes && !notesFailure))
      return (
        <p role="status">
          <Spinner /> {t('weekly.loading')}
        </p>
      );
    if (!team || !time || !grid || !uid)
      return <Empty text={t('schedule.noTeam')} to="/team" link={t('schedule.toTeams')} />;
    if (time.templates.length === 0)
      return (
        <Empty
          text={team.isLeader ? t('scheduler.noTemplateLeader') : t('scheduler.noTemplateMember')}
          to="/leader/schedule-templates"
          link={t('scheduler.toTemplates')}
        />
      );
    if (classrooms.length === 0)
      return (
        <Empty text={t('weekly.noClassrooms')} to="/classroom" link={t('weekly.toClassrooms')} />
      );
    const renderCell = (cell: WeekCell) => (
      <WeekCellCard
        key={cell.classroom.id}
        cell={cell}
        note={
          notesById.get(noteIdFor(cell.classroom.id, cell.meeting.date, cell.meeting.periodId)) ??
          null
        }
        meetingLabel={meetingLabel(cell)}
        readOnly={readOnly}
        uid={uid}
        onNoteSaved={reloadNotes}
      />
    );
    return (
      <DndContext
        sensors={sensors}
        onDragEnd={(event) => void onDragEnd(event)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('weekly.drag.instructions') },
        }}
      >
        {/* Nothing to show yet: the week is still drawn, with the way to fill it. */}
        {(grid.timedClassrooms.length === 0 || !grid.anyScheduled) && (
          <Empty
            text={grid.timedClassrooms.length === 0 ? t('weekly.noSlots') : t('weekly.noSchedule')}
            to="/scheduler"
            link={t('weekly.scheduleUnit')}
          />
        )}
        <FailureMessage code={moveFailure ?? notesFailure ?? undefined} />
        {narrow ? (
          <DayAgenda grid={grid} initialDay={isoDateOfLocal(new Date())} renderCell={renderCell} />
        ) : (
          <Grid>
            <VisuallyHiddenCaption>
              {t('weekly.caption', { date: longDate(monday, i18n.language) })}
            </VisuallyHiddenCaption>
            <thead>
              <tr>
                <td />
                {grid.days.map((day) => {
                  const note =
                    day.calendar?.kind === 'school' && day.template
                      ? cycleDayName(day.template, day.calendar.cycleDay)
                      : day.calendar?.kind === 'closed'
                        ? day.calendar.label
                        : null;
                  const date = shortDate(day.date, i18n.language);
                  return (
                    <th
                      key={day.date}
                      scope="col"
                      data-date={day.date}
                      title={note ? `${date} ${note}` : date}
                    >
                      {date}
                      {note && <DayNote>{note}</DayNote>}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {grid.rows.length === 0 ? (
                <tr>
                  <td colSpan={grid.days.length + 1}>{t('weekly.noMeetings')}</td>
                </tr>
              ) : (
                grid.rows.map((row) => (
                  <tr key={`${row.start}-${row.end}`}>
                    <th scope="row">{timeRange(row.start, row.end, i18n.language)}</th>
                    {grid.days.map((day) => (
                      <td key={day.date}>{(row.cells.get(day.date) ?? []).map(renderCell)}</td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </Grid>
        )}
      </DndContext>
    );
  };

  return (
    <PageSection>
      <PrintLandscape />
      <PageHeading>{t('titles.weeklyPlanner')}</PageHeading>
      <Stack $gap={3} className="no-print">
        {teams && teams.length > 1 && (
          <SelectField
            label={t('schedule.team')}
            value={team?.id ?? ''}
            onChange={(e) => chooseTeam(e.target.value)}
          >
            {teams.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
        )}
        {team?.isLeader && members.length > 0 && (
          <SelectField
            label={t('weekly.whoseWeek')}
            value={viewed ?? ''}
            onChange={(e) => setPersonId(e.target.value === uid ? null : e.target.value)}
          >
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.userId === uid ? t('weekly.myWeek') : member.name}
              </option>
            ))}
          </SelectField>
        )}
        {readOnly && <FormMessage $kind="info">{t('weekly.readOnly')}</FormMessage>}
        <Toolbar>
          <WeekHeader
            monday={monday}
            lastDay={grid?.days.at(-1)?.date ?? addDays(monday, 4)}
            onGo={goTo}
            onToday={() => goTo(isoDateOfLocal(new Date()))}
          />
          <ButtonRow>
            <Button type="button" $variant="secondary" onClick={() => window.print()}>
              <Icon path={mdiPrinterOutline} />
              {t('weekly.print')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={!grid?.anyScheduled}
              onClick={exportWeek}
            >
              <Icon path={mdiCalendarExport} />
              {t('weekly.export')}
            </Button>
            {grid && (
              <ExportWordButton
                label={t('wordExport.week')}
                makeDocument={() =>
                  weekDocument(grid, notesById, {
                    t,
                    language: i18n.language,
                    title: t('weekly.calendarName', { date: longDate(monday, i18n.language) }),
                  })
                }
              />
            )}
          </ButtonRow>
        </Toolbar>
        <form onSubmit={submitJump} noValidate aria-label={t('weekly.jumpLabel')}>
          <ButtonRow>
            <DateField
              label={t('weekly.jumpDate')}
              value={jump}
              onChange={(value) => setJump(value)}
              error={jumpProblem ? t('weekly.jumpInvalid') : null}
            />
            <Button type="submit" $variant="secondary">
              {t('weekly.jump')}
            </Button>
          </ButtonRow>
        </form>
      </Stack>
      {body()}
    </PageSection>
  );
}

function Empty({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <Card>
      <Stack>
        <p>{text}</p>
        <div>
          <LinkButton to={to}>{link}</LinkButton>
        </div>
      </Stack>
    </Card>
  );
}
