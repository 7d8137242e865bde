// Reads of learning experiences (top-level `experiences`), their reflections and the lessons
// that use them (activities linking them in the plans of their units).
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  REFLECTIONS_PAGE_SIZE,
  type Experience,
  type Reflection,
  type Unit,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
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

/** A page of reflections as read: those that could be read, and where the next page starts. */
function reflectionPageOf(snapshot: QuerySnapshot): ReflectionPage {
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

/** The reflections on an experience, latest first (a page; the rules refuse a longer one). */
const reflectionsOf = (db: Firestore, experienceId: string, after: ReflectionCursor | null) =>
  query(
    collection(db, 'experiences', experienceId, 'reflections'),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(REFLECTIONS_PAGE_SIZE),
  );

/** The page of earlier reflections after `after` (the newest page is live: reflectionsQuery). */
export async function listEarlierReflections(
  experienceId: string,
  after: ReflectionCursor,
): Promise<ReflectionPage> {
  const db = await getDb();
  const snapshot = await getDocs(reflectionsOf(db, experienceId, after)).catch((error: unknown) => {
    throw PlanningFailure.from(error);
  });
  return reflectionPageOf(snapshot);
}

export interface LessonUse {
  unitId: string;
  /** 0-based position of the lesson in its plan. */
  lessonIndex: number;
  lessonTitle: string;
}

/** The lessons, in the plans of the experience's units, with an activity linking it. */
export function lessonsUsingExperience(
  experienceId: string,
  plans: readonly (Pick<UnitPlan, 'unitId' | 'lessons'> | null | undefined)[],
): LessonUse[] {
  return plans.flatMap((plan) =>
    (plan?.lessons ?? []).flatMap((lesson, lessonIndex) =>
      lesson.activities.some((activity) => activity.experienceId === experienceId)
        ? [{ unitId: plan?.unitId ?? '', lessonIndex, lessonTitle: lesson.title }]
        : [],
    ),
  );
}

export const experienceKeys = {
  all: ['experiences'] as const,
  ofTeam: (teamId: string) => ['experiences', 'team', teamId] as const,
  ofUnit: (teamId: string, unitId: string) =>
    ['experiences', 'team', teamId, 'unit', unitId] as const,
  detail: (experienceId: string) => ['experiences', 'detail', experienceId] as const,
  newestReflections: (experienceId: string) =>
    ['experiences', 'detail', experienceId, 'reflections', 'newest'] as const,
};

/** One experience, live; deleted (or never there, or not the user's team's) reads as experienceNotFound. */
export const experienceQuery = (experienceId: string) =>
  liveQuery(
    experienceKeys.detail(experienceId),
    listenToDoc(
      (db) => doc(db, 'experiences', experienceId),
      (snapshot) => {
        if (!snapshot.exists()) throw new PlanningFailure('experienceNotFound');
        return toExperience(snapshot.id, snapshot.data());
      },
      (error) => PlanningFailure.from(error, 'experienceNotFound'),
    ),
  );

/** The newest page of reflections on an experience, live: a teammate's shows as it is added. */
export const reflectionsQuery = (experienceId: string) =>
  liveQuery(
    experienceKeys.newestReflections(experienceId),
    listenToQuery(
      (db) => reflectionsOf(db, experienceId, null),
      reflectionPageOf,
      (error) => PlanningFailure.from(error),
    ),
  );

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
