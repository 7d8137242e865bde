// The steps of starting a school year (start-school-year.ts), each safe to run again: the two
// that make documents write them and mark themselves done in one transaction; the others only
// set what is already so after a first run (a unit's new classroom, a past year's mark).
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  MAX_REPORT_ENTRIES,
  schoolYearIdFor,
  schoolYearLabel,
  termInNewYear,
  type RolloverStep,
  type SchoolYearReport,
} from '@lesson-planner/shared-contracts/schedule';
import { yearError } from './year-error';
import type { CarriedDoc, RolloverPlan } from './rollover-plan';

export interface StepContext {
  db: Firestore;
  yearRef: DocumentReference;
  teamId: string;
  callerId: string;
}

/** Firestore's limits: values of one `in` filter, writes of one batch. */
const IN_LIMIT = 30;
const BATCH_LIMIT = 400;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

const planIn = (year: DocumentSnapshot) => year.get('rollover') as RolloverPlan;

const stepDone = (step: RolloverStep) => ({
  'rollover.stepsDone': FieldValue.arrayUnion(step),
  updatedAt: FieldValue.serverTimestamp(),
});

const idTaken = (id: string) =>
  yearError('already-exists', 'idTaken', `${id} exists and was not made by this start`);

const getAll = (db: Firestore, collection: string, ids: readonly string[]) =>
  ids.length === 0 ? [] : db.getAll(...ids.map((id) => db.collection(collection).doc(id)));

/** Last year's templates, copied into the new year; the team's default follows its template. */
async function carryTemplates({ db, yearRef, teamId, callerId }: StepContext): Promise<void> {
  await db.runTransaction(async (tx) => {
    const year = await tx.get(yearRef);
    const plan = planIn(year);
    if (plan.stepsDone.includes('templates')) return;
    const templates = db.collection('scheduleTemplates');
    const defaultRef = db.collection('scheduleTemplateDefaults').doc(teamId);
    const [sources, targets, preferred] = await Promise.all([
      tx.getAll(...plan.templates.map(({ sourceId }) => templates.doc(sourceId))),
      tx.getAll(...plan.templates.map(({ id }) => templates.doc(id))),
      tx.get(defaultRef),
    ]);
    const taken = targets.find((target) => target.exists);
    if (taken) throw idTaken(taken.id);

    const newYear = { startDate: year.get('startDate'), endDate: year.get('endDate') };
    const now = FieldValue.serverTimestamp();
    const made: CarriedDoc[] = [];
    plan.templates.forEach(({ sourceId, id }, index) => {
      const source = sources[index]?.data();
      if (!source) return;
      const term = termInNewYear(
        { startDate: source.startDate, endDate: source.endDate },
        plan.lastYear,
        newYear,
      );
      tx.create(templates.doc(id), {
        teamId,
        name: source.name,
        ...term,
        cycleKind: source.cycleKind,
        cycleDays: source.cycleDays,
        // Holidays move from year to year: the leader enters this year's (the report lists last
        // year's to go by).
        closures: [],
        createdBy: callerId,
        createdAt: now,
        version: 1,
        baseVersion: 0,
        updatedBy: callerId,
        updatedAt: now,
      });
      made.push({ sourceId, id });
    });
    const lastYearDefault: unknown = preferred.get('templateId');
    const newDefault = made.find(({ sourceId }) => sourceId === lastYearDefault)?.id ?? null;
    if (newDefault) {
      tx.set(defaultRef, { teamId, templateId: newDefault, updatedBy: callerId, updatedAt: now });
    }
    tx.update(yearRef, {
      templateIds: made.map(({ id }) => id),
      defaultTemplateId: newDefault ?? made[0]?.id ?? null,
      'rollover.lastYearDefault': typeof lastYearDefault === 'string' ? lastYearDefault : null,
      ...stepDone('templates'),
    });
  });
}

/**
 * Last year's classrooms, again for the new year: same name, subject, grade and standards, the
 * teachers still in the team, meeting at the same cycle days and periods of the new templates.
 * An archived classroom, or one none of whose teachers is left, stays behind (and is reported).
 */
async function carryClassrooms({ db, yearRef, teamId, callerId }: StepContext): Promise<void> {
  await db.runTransaction(async (tx) => {
    const year = await tx.get(yearRef);
    const plan = planIn(year);
    if (plan.stepsDone.includes('classrooms')) return;
    if (plan.classrooms.length === 0) {
      tx.update(yearRef, { 'rollover.carriedClassrooms': [], ...stepDone('classrooms') });
      return;
    }
    const classrooms = db.collection('classrooms');
    const slots = db.collection('classroomSlots');
    const [sources, sourceSlots, targets, targetSlots, members] = await Promise.all([
      tx.getAll(...plan.classrooms.map(({ sourceId }) => classrooms.doc(sourceId))),
      tx.getAll(...plan.classrooms.map(({ sourceId }) => slots.doc(sourceId))),
      tx.getAll(...plan.classrooms.map(({ id }) => classrooms.doc(id))),
      tx.getAll(...plan.classrooms.map(({ id }) => slots.doc(id))),
      tx.get(db.collection('teams').doc(teamId).collection('members')),
    ]);
    const taken = [...targets, ...targetSlots].find((target) => target.exists);
    if (taken) throw idTaken(taken.id);

    const inTeam = new Set(members.docs.map((member) => member.id));
    const templateIds = new Map(plan.templates.map(({ sourceId, id }) => [sourceId, id]));
    const label = schoolYearLabel(year.get('startDate'), year.get('endDate'));
    const now = FieldValue.serverTimestamp();
    const carried: SchoolYearReport['classrooms'] = [];
    const left: SchoolYearReport['classroomsLeft'] = [];
    plan.classrooms.forEach(({ sourceId, id }, index) => {
      const source = sources[index]?.data();
      if (!source) return;
      const name = String(source.name ?? '');
      const teacherIds = (Array.isArray(source.teacherIds) ? source.teacherIds : []).filter(
        (uid: unknown): uid is string => typeof uid === 'string' && inTeam.has(uid),
      );
      if (source.archived === true || teacherIds.length === 0) {
        left.push({ id: sourceId, name, reason: source.archived ? 'archived' : 'noTeachers' });
        return;
      }
      // Exactly the fields the rules expect of a classroom, so its teachers edit it as usual.
      tx.create(classrooms.doc(id), {
        name,
        subject: source.subject ?? '',
        gradeLevel: source.gradeLevel ?? '',
        academicYear: label,
        teamId,
        ownerId: teacherIds.includes(source.ownerId) ? source.ownerId : teacherIds[0],
        teacherIds,
        standards: Array.isArray(source.standards) ? source.standards : [],
        archived: false,
        createdAt: now,
        updatedAt: null,
      });
      const meetings = sourceSlots[index]?.data();
      const templateId = templateIds.get(String(meetings?.templateId ?? ''));
      if (meetings && templateId) {
        tx.create(slots.doc(id), {
          classroomId: id,
          teamId,
          templateId,
          slots: Array.isArray(meetings.slots) ? meetings.slots : [],
          version: 1,
          baseVersion: 0,
          updatedBy: callerId,
          updatedAt: now,
        });
      }
      const teachersLeft =
        (Array.isArray(source.teacherIds) ? source.teacherIds.length : 0) - teacherIds.length;
      carried.push({ sourceId, id, name, teachersLeft });
    });
    tx.update(yearRef, {
      classroomIds: carried.map(({ id }) => id),
      'rollover.carriedClassrooms': carried,
      'rollover.classroomsLeft': left,
      ...stepDone('classrooms'),
    });
  });
}

/** Units of last year's classrooms go with their classroom into the new year, unscheduled. */
async function moveUnits({ db, yearRef, teamId }: StepContext): Promise<void> {
  const plan = planIn(await yearRef.get());
  if (plan.stepsDone.includes('units')) return;
  const moved = new Map((plan.carriedClassrooms ?? []).map(({ sourceId, id }) => [sourceId, id]));
  for (const sourceIds of chunks([...moved.keys()], IN_LIMIT)) {
    const units = await db
      .collection('units')
      .where('teamId', '==', teamId)
      .where('classroomId', 'in', sourceIds)
      .get();
    for (const part of chunks(units.docs, BATCH_LIMIT)) {
      const batch = db.batch();
      for (const unit of part) {
        batch.update(unit.ref, {
          classroomId: moved.get(unit.get('classroomId')),
          startDate: null,
        });
      }
      await batch.commit();
    }
  }
  await yearRef.update(stepDone('units'));
}

/** Last year's templates and classrooms become read-only, kept under the past year. */
async function closeLastYear({ db, yearRef, teamId }: StepContext): Promise<void> {
  const plan = planIn(await yearRef.get());
  if (plan.stepsDone.includes('close')) return;
  const marks: [DocumentSnapshot, number][] = [];
  const templates = await getAll(
    db,
    'scheduleTemplates',
    plan.templates.map((t) => t.sourceId),
  );
  for (const template of templates) marks.push([template, plan.fromYear]);
  const classrooms = await getAll(
    db,
    'classrooms',
    plan.classrooms.map((c) => c.sourceId),
  );
  classrooms.forEach((classroom, index) => marks.push([classroom, plan.classrooms[index]!.year]));
  // A document deleted meanwhile is not brought back as a bare mark.
  for (const part of chunks(
    marks.filter(([doc]) => doc.exists),
    BATCH_LIMIT,
  )) {
    const batch = db.batch();
    for (const [doc, year] of part) batch.update(doc.ref, { pastSchoolYear: year });
    await batch.commit();
  }
  await db
    .collection('schoolYears')
    .doc(schoolYearIdFor(teamId, plan.fromYear))
    .set(
      {
        teamId,
        startYear: plan.fromYear,
        label: schoolYearLabel(plan.lastYear.startDate, plan.lastYear.endDate),
        ...plan.lastYear,
        status: 'past',
        defaultTemplateId: plan.lastYearDefault ?? plan.templates[0]?.sourceId ?? null,
        templateIds: plan.templates.map(({ sourceId }) => sourceId),
        classroomIds: plan.classrooms
          .filter(({ year }) => year === plan.fromYear)
          .map(({ sourceId }) => sourceId),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  await yearRef.update(stepDone('close'));
}

const refsOf = (data: DocumentData | undefined): StandardRef[] =>
  Array.isArray(data?.standards) ? (data.standards as StandardRef[]) : [];

/** What was carried, and what needs a look: last year's holidays, standards no longer there. */
async function writeReport({ db, yearRef, teamId }: StepContext): Promise<void> {
  const year = await yearRef.get();
  const plan = planIn(year);
  if (plan.status === 'done') return;
  const team = db.collection('teams').doc(teamId);
  const frameworks = await team.collection('frameworks').get();
  const standardLists = await Promise.all(
    frameworks.docs.map((framework) => framework.ref.collection('standards').get()),
  );
  const known = new Set(
    standardLists.flatMap((list, index) =>
      list.docs.map((doc) =>
        standardRefKey({ frameworkId: frameworks.docs[index]!.id, standardId: doc.id }),
      ),
    ),
  );
  const missingIn = (id: string, name: string, data: DocumentData | undefined) => {
    const missing = refsOf(data).filter((ref) => !known.has(standardRefKey(ref)));
    return missing.length > 0 ? [{ id, name, missing }] : [];
  };
  const carriedClassrooms = plan.carriedClassrooms ?? [];
  const [units, classrooms, sources, targets] = await Promise.all([
    db.collection('units').where('teamId', '==', teamId).get(),
    getAll(
      db,
      'classrooms',
      carriedClassrooms.map(({ id }) => id),
    ),
    getAll(
      db,
      'scheduleTemplates',
      plan.templates.map(({ sourceId }) => sourceId),
    ),
    getAll(
      db,
      'scheduleTemplates',
      plan.templates.map(({ id }) => id),
    ),
  ]);
  const report: SchoolYearReport = {
    templates: plan.templates.flatMap(({ sourceId, id }, index) => {
      const target = targets[index]?.data();
      if (!target) return [];
      const closures: unknown = sources[index]?.get('closures');
      return [
        {
          sourceId,
          id,
          name: String(target.name ?? ''),
          startDate: target.startDate,
          endDate: target.endDate,
          lastYearClosures: Array.isArray(closures) ? closures : [],
        },
      ];
    }),
    classrooms: carriedClassrooms.slice(0, MAX_REPORT_ENTRIES),
    classroomsLeft: (plan.classroomsLeft ?? []).slice(0, MAX_REPORT_ENTRIES),
    unitCount: units.size,
    unitsWithMissingStandards: units.docs
      .flatMap((unit) => missingIn(unit.id, String(unit.get('title') ?? ''), unit.data()))
      .slice(0, MAX_REPORT_ENTRIES),
    classroomsWithMissingStandards: classrooms
      .flatMap((doc) => missingIn(doc.id, String(doc.get('name') ?? ''), doc.data()))
      .slice(0, MAX_REPORT_ENTRIES),
  };
  await yearRef.update({
    'rollover.report': report,
    'rollover.status': 'done',
    ...stepDone('report'),
  });
}

export const STEPS: Record<RolloverStep, (context: StepContext) => Promise<void>> = {
  templates: carryTemplates,
  classrooms: carryClassrooms,
  units: moveUnits,
  close: closeLastYear,
  report: writeReport,
};
