// Reads of a team's standards (teams/{teamId}/frameworks/{id}/standards/{id}), which
// remote-curriculum writes. Planning only picks and shows them, so frameworks come as id + name.
import {
  collection,
  documentId,
  getDocs,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import {
  StandardSchema,
  byFrameworkOrder,
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';

export interface FrameworkName {
  id: string;
  name: string;
}

export interface FrameworkStandards {
  framework: FrameworkName;
  /** In framework order. */
  standards: Standard[];
}

/** Firestore allows at most 30 values in an `in` filter. */
const IN_FILTER_LIMIT = 30;

const denied = (error: unknown): never => {
  throw PlanningFailure.from(error, 'notMember');
};

/** A malformed standard is left out (and logged) rather than failing the whole list. */
function standardsOf(docs: readonly { id: string; data: () => DocumentData }[]): Standard[] {
  const standards: Standard[] = [];
  for (const standard of docs) {
    const parsed = StandardSchema.safeParse({ ...standard.data(), id: standard.id });
    if (parsed.success) standards.push(parsed.data);
    else console.warn(`Standard ${standard.id} is malformed and is not listed`, parsed.error);
  }
  return standards.sort(byFrameworkOrder);
}

/** Every framework of the team (by name) with all its standards; members may read them. */
export async function listTeamStandards(teamId: string): Promise<FrameworkStandards[]> {
  const db = await getDb();
  const frameworks = await getDocs(collection(db, 'teams', teamId, 'frameworks')).catch(denied);
  const names = frameworks.docs
    .map((framework): FrameworkName => {
      const name: unknown = framework.data().name;
      return { id: framework.id, name: typeof name === 'string' ? name : framework.id };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(
    names.map(async (framework) => {
      const snapshot = await getDocs(
        query(
          collection(db, 'teams', teamId, 'frameworks', framework.id, 'standards'),
          orderBy('order'),
        ),
      ).catch(denied);
      return { framework, standards: standardsOf(snapshot.docs) };
    }),
  );
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * The referenced standards keyed by `standardRefKey` (`frameworkId/standardId`). A standard
 * deleted since it was referenced is simply absent; callers show the bare reference.
 * Reads by id in batches of 30 per framework rather than one read per standard.
 */
export async function fetchStandardsByRef(
  teamId: string,
  refs: readonly StandardRef[],
): Promise<Map<string, Standard>> {
  const idsByFramework = new Map<string, Set<string>>();
  for (const { frameworkId, standardId } of refs) {
    const ids = idsByFramework.get(frameworkId) ?? new Set<string>();
    ids.add(standardId);
    idsByFramework.set(frameworkId, ids);
  }
  if (idsByFramework.size === 0) return new Map();
  const db = await getDb();
  const found = new Map<string, Standard>();
  await Promise.all(
    [...idsByFramework].flatMap(([frameworkId, ids]) =>
      chunks([...ids], IN_FILTER_LIMIT).map(async (batch) => {
        const snapshot = await getDocs(
          query(
            collection(db, 'teams', teamId, 'frameworks', frameworkId, 'standards'),
            where(documentId(), 'in', batch),
          ),
        ).catch(denied);
        for (const standard of standardsOf(snapshot.docs))
          found.set(standardRefKey({ frameworkId, standardId: standard.id }), standard);
      }),
    ),
  );
  return found;
}
