// What starting a school year carries, fixed by its first run and kept with its progress in the
// year's document (`rollover`): which of last year's templates and classrooms, under which new
// ids. Later runs work from this plan, so a template or classroom added meanwhile does not change
// what a half-done start finishes.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  carriedId,
  spanOf,
  startYearOfAcademicYear,
  type DateSpan,
  type RolloverStep,
  type SchoolYearReport,
} from '@lesson-planner/shared-contracts/schedule';

export interface CarriedDoc {
  sourceId: string;
  id: string;
}

export interface CarriedClassroom extends CarriedDoc {
  /** The school year the source is kept for once closed. */
  year: number;
}

export interface RolloverPlan {
  fromYear: number;
  status: 'running' | 'done';
  stepsDone: RolloverStep[];
  startedBy: string;
  /** Last year's span (its templates'): the new terms move as its start moved. */
  lastYear: DateSpan;
  templates: CarriedDoc[];
  classrooms: CarriedClassroom[];
  /** The team's default template last year (the past year's map), once the templates step ran. */
  lastYearDefault?: string | null;
  /** Filled by the classrooms step. */
  carriedClassrooms?: SchoolYearReport['classrooms'];
  classroomsLeft?: SchoolYearReport['classroomsLeft'];
  report: SchoolYearReport | null;
}

export interface Sources {
  fromYear: number;
  templates: { id: string; startDate: string; endDate: string }[];
  classrooms: { id: string; year: number }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The team's templates and classrooms still in use from before the new year: templates whose
 * term starts before it, classrooms whose academic year is earlier (or not given).
 */
export async function readSources(
  tx: Transaction,
  db: Firestore,
  teamId: string,
  newYearStart: string,
  targetYear: number,
): Promise<Sources> {
  const [templates, classrooms] = await Promise.all([
    tx.get(db.collection('scheduleTemplates').where('teamId', '==', teamId)),
    tx.get(db.collection('classrooms').where('teamId', '==', teamId)),
  ]);
  const fromYear = targetYear - 1;
  const inUse = (doc: DocumentSnapshot) => doc.get('pastSchoolYear') == null;
  return {
    fromYear,
    templates: templates.docs
      .filter((doc) => inUse(doc) && text(doc.get('startDate')) < newYearStart)
      .map((doc) => ({
        id: doc.id,
        startDate: text(doc.get('startDate')),
        endDate: text(doc.get('endDate')),
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    classrooms: classrooms.docs.flatMap((doc) => {
      const year = startYearOfAcademicYear(text(doc.get('academicYear')));
      if (!inUse(doc) || (year !== null && year >= targetYear)) return [];
      return [{ id: doc.id, year: Math.min(year ?? fromYear, fromYear) }];
    }),
  };
}

export function planOf(sources: Sources, targetYear: number, startedBy: string): RolloverPlan {
  const carried = (id: string) => carriedId(id, sources.fromYear, targetYear);
  return {
    fromYear: sources.fromYear,
    status: 'running',
    stepsDone: [],
    startedBy,
    lastYear: spanOf(sources.templates)!,
    templates: sources.templates.map(({ id }) => ({ sourceId: id, id: carried(id) })),
    classrooms: sources.classrooms
      .map(({ id, year }) => ({ sourceId: id, id: carried(id), year }))
      .sort((a, b) => a.sourceId.localeCompare(b.sourceId)),
    report: null,
  };
}
