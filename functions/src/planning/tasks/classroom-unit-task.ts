// `classroomUnit`: the first step of planning a unit with AI for a classroom the caller teaches,
// charged to the classroom's team. Reads, in one read-only transaction: the classroom (as its
// teacher), its time (template, slots, lost days, scheduled units) and the team's standards;
// works out the window's meetings with the shared placement rules; marks as gaps the standards
// the scheduled units do not teach this year, and offers the model those nearest the topic
// first. The draft is kept server-side for the next step.
import type { Firestore } from 'firebase-admin/firestore';
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import type {
  ClassroomUnitDraft,
  ClassroomUnitDraftChunk,
  DraftLessonSlot,
  DraftUnitFields,
  GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import {
  defaultUnitStart,
  meetingsTakenByScheduledUnits,
  placementKeepsMeetings,
  standardsCoveredByScheduledUnits,
  unitWindowLessons,
  type ClassroomTime,
  type Meeting,
} from '@lesson-planner/shared-contracts/schedule';
import { classroomUnitDraftJob, rankByRelevance, type CandidateStandard } from '../../ai';
import {
  readCandidateStandards,
  readClassroomAsTeacher,
  readClassroomTime,
} from '../classroom-unit/classroom-reads';
import { keepUnitDraft, KEPT_DRAFTS } from '../classroom-unit/kept-draft';
import { generationError } from '../generation-errors';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

type ClassroomUnitRequest = GenerateDraftRequestFor<'classroomUnit'>;

/** The most candidate standards a prompt lists: those nearest the topic. */
const MAX_CANDIDATES = 80;

export const classroomUnitTask: GenerationTaskModule<'classroomUnit'> = {
  async prepare(db, request, userId) {
    const source = await readClassroomUnitSource(db, request, userId);
    const draftId = db.collection(KEPT_DRAFTS).doc().id;
    const prepared: PreparedDraft<ClassroomUnitDraft, ClassroomUnitDraftChunk, DraftUnitFields> = {
      teamId: source.teamId,
      job: classroomUnitDraftJob({
        draftId,
        language: request.language,
        topic: request.topic,
        classroom: source.classroom,
        candidates: source.candidates,
        slots: source.slots,
        instructions: request.instructions,
      }),
      toChunk: (unit, index) => ({ index, unit }),
      logContext: (draft) => ({
        // The unit's id once accepted (Accept gives the unit the draft's id).
        unitId: draftId,
        classroomId: request.classroomId,
        classroomName: source.classroom.name,
        unitTitle: draft?.unit.title ?? null,
        lessonCount: source.slots.length,
        droppedStandards: draft?.droppedStandardCount ?? null,
      }),
      keep: (draft) =>
        keepUnitDraft(db, draftId, {
          userId,
          teamId: source.teamId,
          classroomId: request.classroomId,
          subject: source.classroom.subject,
          grade: source.classroom.grade,
          language: request.language,
          topic: request.topic,
          instructions: request.instructions,
          unit: draft.unit,
          standards: draft.standards,
          slots: draft.slots,
        }),
    };
    return prepared;
  },
};

interface ClassroomUnitSource {
  teamId: string;
  classroom: { name: string; subject: string; grade: string };
  candidates: CandidateStandard[];
  slots: DraftLessonSlot[];
}

async function readClassroomUnitSource(
  db: Firestore,
  request: ClassroomUnitRequest,
  userId: string,
): Promise<ClassroomUnitSource> {
  return db.runTransaction(
    async (tx) => {
      const { classroom, teamRef } = await readClassroomAsTeacher(
        tx,
        db,
        request.classroomId,
        userId,
      );
      const time = await readClassroomTime(tx, db, classroom);
      const standards = await readCandidateStandards(tx, teamRef, classroom);
      const covered = new Set(standardsCoveredByScheduledUnits(time).map(standardRefKey));
      const candidates = standards.map((standard) => ({
        ...standard,
        gap: !covered.has(standardRefKey(standard)),
      }));
      return {
        teamId: classroom.teamId,
        classroom,
        candidates: rankByRelevance(candidates, { topic: request.topic })
          .slice(0, MAX_CANDIDATES)
          .map(({ standard }) => standard),
        slots: windowSlots(time, request),
      };
    },
    { readOnly: true },
  );
}

/**
 * The lessons' meetings in the requested window. Refused before anything is charged when the
 * window has no meeting, or when another unit already takes one of its meetings.
 */
function windowSlots(time: ClassroomTime, request: ClassroomUnitRequest): DraftLessonSlot[] {
  const today = new Date().toISOString().slice(0, 10);
  const startDate = request.startDate ?? defaultUnitStart(time, today);
  const end =
    request.meetingCount !== null
      ? { meetingCount: request.meetingCount }
      : { endDate: request.endDate ?? '' };
  const lessons = startDate
    ? unitWindowLessons(time, startDate, end, request.meetingsPerLesson)
    : [];
  if (lessons.length === 0) {
    throw generationError('failed-precondition', 'noMeetings', 'No meetings in the window');
  }
  if (
    meetingsTakenByScheduledUnits(time, lessons).length > 0 ||
    !placementKeepsMeetings(time, lessons)
  ) {
    throw generationError(
      'aborted',
      'scheduleConflict',
      'Another unit is scheduled on these meetings',
    );
  }
  const periodLabel = (meeting: Meeting) =>
    time.template?.cycleDays[meeting.cycleDay]?.periods.find((p) => p.id === meeting.periodId)
      ?.label ?? '';
  return lessons.map((meetings) => ({
    meetings: meetings.map((meeting) => ({
      date: meeting.date,
      periodId: meeting.periodId,
      periodLabel: periodLabel(meeting),
      start: meeting.start,
      end: meeting.end,
      minutes: meeting.minutes,
    })),
    minutes: meetings.reduce((sum, meeting) => sum + meeting.minutes, 0),
  }));
}
