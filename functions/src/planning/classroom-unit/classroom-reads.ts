// What planning a unit for a classroom reads, inside the caller's transaction: the classroom
// (which the caller must teach, as a member of its team), its time as the scheduler computes
// it (template, slots, lost days, scheduled units with their plans: shared-contracts/schedule's
// classroomTime, never a copy), and the team's standards.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import {
  LessonSchema,
  type Lesson,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import {
  classroomTime,
  MeetingSlotSchema,
  TemplateTimeSchema,
  type ClassroomSlots,
  type ClassroomTime,
  type LostDay,
  type Schedule,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import type { DraftStandard } from '../../ai';
import { readTeamAsMember } from '../../tokens/team-access';
import { draftStandardFromDoc } from '../draft-input';
import { generationError } from '../generation-errors';

export interface ClassroomInfo {
  id: string;
  teamId: string;
  name: string;
  subject: string;
  grade: string;
  /** The standards the classroom follows. */
  standards: StandardRef[];
}

/**
 * The classroom, once the caller is checked to be a member of its team (notMember) and one of
 * its teachers (notClassroomTeacher). A missing classroom is classroomNotFound.
 */
export async function readClassroomAsTeacher(
  tx: Transaction,
  db: Firestore,
  classroomId: string,
  userId: string,
): Promise<{ classroom: ClassroomInfo; teamRef: DocumentReference }> {
  const doc = await tx.get(db.collection('classrooms').doc(classroomId));
  const data = doc.data();
  const teamId = data?.teamId;
  if (!data || typeof teamId !== 'string' || !teamId) {
    throw generationError('not-found', 'classroomNotFound', 'Classroom not found');
  }
  const teamRef = db.collection('teams').doc(teamId);
  await readTeamAsMember(tx, teamRef, userId);
  const teacherIds: unknown = data.teacherIds;
  if (!Array.isArray(teacherIds) || !teacherIds.includes(userId)) {
    throw generationError(
      'permission-denied',
      'notClassroomTeacher',
      'Only a teacher of the classroom plans its units',
    );
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    teamRef,
    classroom: {
      id: classroomId,
      teamId,
      name: text(data.name),
      subject: text(data.subject),
      grade: text(data.gradeLevel),
      standards: Array.isArray(data.standards) ? (data.standards as StandardRef[]) : [],
    },
  };
}

/** The classroom's time, with every scheduled unit placed; no template or slots: noSchoolTime. */
export async function readClassroomTime(
  tx: Transaction,
  db: Firestore,
  classroom: ClassroomInfo,
): Promise<ClassroomTime> {
  const slotsDoc = await tx.get(db.collection('classroomSlots').doc(classroom.id));
  const slotsData = slotsDoc.data();
  const templateId: unknown = slotsData?.templateId;
  const templateDoc =
    typeof templateId === 'string' && templateId
      ? await tx.get(db.collection('scheduleTemplates').doc(templateId))
      : null;
  const templateTime = TemplateTimeSchema.safeParse(templateDoc?.data());
  const slots = MeetingSlotSchema.array().safeParse(slotsData?.slots);
  if (!templateDoc || !templateTime.success || !slots.success || slots.data.length === 0) {
    throw generationError('failed-precondition', 'noSchoolTime', 'The classroom has no meetings');
  }
  const [lostDays, schedules] = await Promise.all([
    tx.get(db.collection('lostDays').where('templateId', '==', templateDoc.id)),
    tx.get(db.collection('schedules').where('classroomId', '==', classroom.id)),
  ]);
  const unitIds = schedules.docs.map((doc) => String(doc.get('unitId') ?? ''));
  const plans =
    unitIds.length > 0
      ? await tx.getAll(...unitIds.map((id) => db.collection('unitPlans').doc(id || '-')))
      : [];
  // Only what placement reads is decoded; the rest of each type is not used here.
  const template = { id: templateDoc.id, ...templateTime.data } as ScheduleTemplate;
  const classroomSlots = { templateId: templateDoc.id, slots: slots.data } as ClassroomSlots;
  return classroomTime(classroom.id, {
    templates: [template],
    slots: new Map([[classroom.id, classroomSlots]]),
    lostDays: lostDays.docs.map(
      (doc) =>
        ({
          date: doc.get('date'),
          templateId: doc.get('templateId'),
          classroomId: doc.get('classroomId') ?? null,
        }) as LostDay,
    ),
    schedules: schedules.docs.map(
      (doc) =>
        ({
          id: doc.id,
          classroomId: classroom.id,
          unitId: doc.get('unitId'),
          startDate: doc.get('startDate'),
          pins: doc.get('pins') ?? [],
          moves: doc.get('moves') ?? [],
        }) as Schedule,
    ),
    units: [],
    plans: plans.flatMap((doc) =>
      doc.exists ? [{ unitId: doc.id, lessons: lessonsOf(doc.get('lessons')) } as UnitPlan] : [],
    ),
  });
}

/** A stored plan's lessons; one the schema cannot read counts as a lesson of one meeting. */
function lessonsOf(value: unknown): Lesson[] {
  if (!Array.isArray(value)) return [];
  return value.map((lesson) => {
    const parsed = LessonSchema.safeParse(lesson);
    return parsed.success ? parsed.data : LessonSchema.parse({ title: '-' });
  });
}

/**
 * The team's standards a unit of the classroom may address: those the classroom follows, or
 * every standard of the team's frameworks when it follows none.
 */
export async function readCandidateStandards(
  tx: Transaction,
  teamRef: DocumentReference,
  classroom: ClassroomInfo,
): Promise<DraftStandard[]> {
  const frameworks = await tx.get(teamRef.collection('frameworks'));
  const lists = await Promise.all(
    frameworks.docs.map((framework) => tx.get(framework.ref.collection('standards'))),
  );
  const all = lists.flatMap((list, index) =>
    list.docs.flatMap((doc) => {
      const frameworkId = frameworks.docs[index]?.id ?? '';
      const standard = draftStandardFromDoc({ frameworkId, standardId: doc.id }, doc.data());
      return standard ? [standard] : [];
    }),
  );
  const followed = new Set(classroom.standards.map(standardRefKey));
  const own = all.filter((standard) => followed.has(standardRefKey(standard)));
  return own.length > 0 ? own : all;
}
