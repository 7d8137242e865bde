// Reads of learning experiences (top-level `experiences`), their reflections and the lessons
// that use them (activities linking them in the plans of their units).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  LessonSchema,
  REFLECTIONS_PAGE_SIZE,
  type Experience,
  type Reflection,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { toExperience, toReflection } from './experience-document';
import { PlanningFailure } from './planning-failure';

/** A malformed document is skipped (and logged), not the whole list. */
function experiencesOf(snapshot: QuerySnapshot): Experience[] {
  return snapshot.docs.flatMap((document) => {
    try {
      return [toExperience(document.id, document.data())];
    } catch (error) {
      console.warn(`Experience ${document.id} is malformed and is not listed`, error);
      return [];
    }
  });
}

/** One experience; missing or not the caller's team's reads as experienceNotFound. */
export async function fetchExperience(experienceId: string): Promise<Experience> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'experiences', experienceId)).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'experienceNotFound');
  });
  if (!snapshot.exists()) throw new PlanningFailure('experienceNotFound');
  return toExperience(snapshot.id, snapshot.data());
}

/** The experiences of these teams (one query each, as the rules allow), latest change first. */
export async function listExperiencesOfTeams(teamIds: readonly string[]): Promise<Experience[]> {
  const db = await getDb();
  const snapshots = await Promise.all(
    [...new Set(teamIds)].map((teamId) =>
      getDocs(query(collection(db, 'experiences'), where('teamId', '==', teamId))).catch(
        (error: unknown) => {
          throw PlanningFailure.from(error, 'notMember');
        },
      ),
    ),
  );
  return snapshots
    .flatMap(experiencesOf)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** The experiences of the unit's team linked to the unit, by title. */
export async function listExperiencesOfUnit(
  unit: Pick<Unit, 'id' | 'teamId'>,
): Promise<Experience[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'experiences'),
      where('teamId', '==', unit.teamId),
      where('unitIds', 'array-contains', unit.id),
    ),
  ).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'notMember');
  });
  return experiencesOf(snapshot).sort((a, b) => a.title.localeCompare(b.title));
}

/** Where the next page of reflections starts (opaque to the pages). */
export type ReflectionCursor = QueryDocumentSnapshot;

export interface ReflectionPage {
  reflections: Reflection[];
  /** Where the next (earlier) page starts; null when this one was the last. */
  next: ReflectionCursor | null;
}

/**
 * One page of the reflections on an experience, latest first: the first page, or the one
 * after `after`. The rules refuse a longer page, so no read loads every reflection.
 */
export async function listReflections(
  experienceId: string,
  after: ReflectionCursor | null = null,
): Promise<ReflectionPage> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'experiences', experienceId, 'reflections'),
      orderBy('createdAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(REFLECTIONS_PAGE_SIZE),
    ),
  ).catch((error: unknown) => {
    throw PlanningFailure.from(error);
  });
  const reflections = snapshot.docs.flatMap((document) => {
    try {
      return [toReflection(document.id, document.data())];
    } catch {
      return [];
    }
  });
  const full = snapshot.docs.length === REFLECTIONS_PAGE_SIZE;
  return { reflections, next: full ? (snapshot.docs.at(-1) ?? null) : null };
}

export interface LessonUse {
  unitId: string;
  /** 0-based position of the lesson in its plan. */
  lessonIndex: number;
  lessonTitle: string;
}

/** The lessons, in the plans of the experience's units, with an activity linking it. */
export async function lessonsUsingExperience(
  experience: Pick<Experience, 'id' | 'unitIds'>,
): Promise<LessonUse[]> {
  const db = await getDb();
  const plans = await Promise.all(
    experience.unitIds.map((unitId) =>
      // A unit without a plan, or one the caller cannot read, has no lessons to list.
      getDoc(doc(db, 'unitPlans', unitId)).catch(() => null),
    ),
  );
  return plans.flatMap((plan, planIndex) => {
    if (!plan?.exists()) return [];
    const lessons: unknown = plan.get('lessons');
    if (!Array.isArray(lessons)) return [];
    return lessons.flatMap((raw, lessonIndex) => {
      const lesson = LessonSchema.safeParse(raw);
      if (!lesson.success) return [];
      const uses = lesson.data.activities.some((a) => a.experienceId === experience.id);
      return uses
        ? [
            {
              unitId: experience.unitIds[planIndex] ?? '',
              lessonIndex,
              lessonTitle: lesson.data.title,
            },
          ]
        : [];
    });
  });
}

export const experienceKeys = {
  all: ['experiences'] as const,
  ofTeam: (teamId: string) => ['experiences', 'team', teamId] as const,
  ofUnit: (teamId: string, unitId: string) =>
    ['experiences', 'team', teamId, 'unit', unitId] as const,
};

/** A team's experiences, live, most recently updated first. */
export const teamExperiencesQuery = (teamId: string) =>
  liveQuery(
    experienceKeys.ofTeam(teamId),
    listenToQuery(
      (db) => query(collection(db, 'experiences'), where('teamId', '==', teamId)),
      (snapshot) =>
        experiencesOf(snapshot).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()),
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

/** The experiences linked to a unit, live, by title. */
export const unitExperiencesQuery = (unit: Pick<Unit, 'id' | 'teamId'>) =>
  liveQuery(
    experienceKeys.ofUnit(unit.teamId, unit.id),
    listenToQuery(
      (db) =>
        query(
          collection(db, 'experiences'),
          where('teamId', '==', unit.teamId),
          where('unitIds', 'array-contains', unit.id),
        ),
      (snapshot) => experiencesOf(snapshot).sort((a, b) => a.title.localeCompare(b.title)),
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );
