import { useCallback, useEffect, useMemo, useState } from 'react';
import { DndContext } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { FormMessage, TeamChooser } from '@lesson-planner/shared-contracts/forms';
import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import {
  addDays,
  isIsoDate,
  isoDateOfLocal,
  mondayOf,
  noteIdFor,
} from '@lesson-planner/shared-contracts/schedule';
import { PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { SharedRowActionsMenu } from '@lesson-planner/shared-contracts/ui/kit';
import { FailureMessage } from '../../../components/FailureMessage';
import { shortDate, timeRange } from '../../../components/date-format';
import {
  TeamTimeLoad,
  TimeEmpty,
  useMyTeams,
  useTeamTime,
  weekGrid,
  type WeekCell,
} from '../common';
import { DayAgenda } from './DayAgenda';
import { ExportActions } from './ExportActions';
import { JumpForm } from './JumpForm';
import { MemberSwitcher, useWeekMembers } from './MemberSwitcher';
import { useLessonMenu } from './use-lesson-menu';
import { useLessonMove } from './use-lesson-move';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { useWeekNotes } from './use-week-notes';
import { WeekCellCard } from './WeekCellCard';
import { WeekHeader } from './WeekHeader';
import { WeekTable } from './WeekTable';

// One landscape page: the grid fills the width, the controls are left out.
const PrintLandscape = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 8mm; }
    .no-print, header, nav, footer { display: none !important; }
    body { font-size: 9pt; }
  }
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
  const { uid, teams, team, chooseTeam, failure: teamsFailure, retry: retryTeams } = useMyTeams();
  const { time, failure, retry } = useTeamTime(team?.id ?? null);
  const narrow = useNarrowScreen();
  const [searchParams] = useSearchParams();
  const [monday, setMonday] = useState(() => {
    const asked = searchParams.get('week');
    return mondayOf(asked && isIsoDate(asked) ? asked : isoDateOfLocal(new Date()));
  });
  const [personId, setPersonId] = useState<string | null>(null);
  const members = useWeekMembers(team);
  const notes = useWeekNotes(team?.id ?? null, monday);
  const move = useLessonMove(uid);

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
  const notesById = useMemo(
    () => new Map((notes.notes ?? []).map((note) => [note.id, note])),
    [notes.notes],
  );
  useEffect(() => {
    // The week is on screen once the frame after its commit paints: the planner bench
    // (e2e/bench/planner-render.mjs) measures from the data's arrival to this mark.
    if (!grid || !notes.notes) return;
    const frame = requestAnimationFrame(() => performance.mark?.('lp:planner-drawn'));
    return () => cancelAnimationFrame(frame);
  }, [grid, notes.notes]);

  const goTo = (date: string) => setMonday(mondayOf(date));

  const language = i18n.language;
  const meetingLabel = useCallback(
    (cell: WeekCell) =>
      t('weekly.meetingLabel', {
        classroom: cell.classroom.name,
        date: shortDate(cell.meeting.date, language),
        time: timeRange(cell.meeting.start, cell.meeting.end, language),
      }),
    [t, language],
  );
  const lessonMenu = useLessonMenu(meetingLabel);

  const body = () => {
    if (!team || !time || !grid || !uid)
      return <TimeEmpty text={t('schedule.noTeam')} to="/team" link={t('schedule.toTeams')} />;
    if (time.templates.length === 0)
      return (
        <TimeEmpty
          text={team.isLeader ? t('scheduler.noTemplateLeader') : t('scheduler.noTemplateMember')}
          to="/leader/schedule-templates"
          link={t('scheduler.toTemplates')}
        />
      );
    if (classrooms.length === 0)
      return (
        <TimeEmpty
          text={t('weekly.noClassrooms')}
          to="/classroom"
          link={t('weekly.toClassrooms')}
        />
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
        // A past school year's meetings are kept as they were: read, not moved or noted.
        readOnly={readOnly || cell.classroom.pastSchoolYear != null}
        uid={uid}
        t={t}
        onMenu={lessonMenu.open}
      />
    );
    return (
      <DndContext
        sensors={move.sensors}
        onDragEnd={(event) => void move.onDragEnd(event)}
        accessibility={{
          announcements: move.announcements,
          screenReaderInstructions: { draggable: t('weekly.drag.instructions') },
        }}
      >
        {/* Nothing to show yet: the week is still drawn, with the way to fill it. */}
        {(grid.timedClassrooms.length === 0 || !grid.anyScheduled) && (
          <TimeEmpty
            text={grid.timedClassrooms.length === 0 ? t('weekly.noSlots') : t('weekly.noSchedule')}
            to="/scheduler"
            link={t('weekly.scheduleUnit')}
          />
        )}
        {grid.timedClassrooms.length > 0 &&
          grid.timedClassrooms.every((classroom) => classroom.pastSchoolYear != null) && (
            <FormMessage $kind="info">{t('weekly.pastYear')}</FormMessage>
          )}
        <FailureMessage code={move.failure ?? notes.failure ?? undefined} />
        {narrow ? (
          <DayAgenda grid={grid} initialDay={isoDateOfLocal(new Date())} renderCell={renderCell} />
        ) : (
          <WeekTable grid={grid} monday={monday} renderCell={renderCell} />
        )}
        <SharedRowActionsMenu request={lessonMenu.request} onClose={lessonMenu.close} />
      </DndContext>
    );
  };

  return (
    <PageSection>
      <PrintLandscape />
      <PageHeading>{t('titles.weeklyPlanner')}</PageHeading>
      <Stack $gap={3} className="no-print">
        <TeamChooser
          label={t('schedule.team')}
          teams={teams}
          value={team?.id ?? ''}
          onChange={chooseTeam}
        />
        <MemberSwitcher members={members} uid={uid} viewed={viewed} onChange={setPersonId} />
        {readOnly && <FormMessage $kind="info">{t('weekly.readOnly')}</FormMessage>}
        <Toolbar>
          <WeekHeader
            monday={monday}
            lastDay={grid?.days.at(-1)?.date ?? addDays(monday, 4)}
            onGo={goTo}
            onToday={() => goTo(isoDateOfLocal(new Date()))}
          />
          <ExportActions grid={grid} notesById={notesById} monday={monday} />
        </Toolbar>
        <JumpForm onGo={goTo} />
      </Stack>
      <TeamTimeLoad
        teams={{ teams, team, failure: teamsFailure, retry: retryTeams }}
        time={{ time, failure, retry }}
        loading={t('weekly.loading')}
        pending={!notes.notes && !notes.failure}
      >
        {() => body()}
      </TeamTimeLoad>
    </PageSection>
  );
}
