// What grounds a draft in the team's own curriculum (see ai/grounding.ts), read inside the
// task's read-only transaction after membership is checked: which chosen standards the unit's
// saved lessons already teach, and the team's other standards for the subject and grade.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  gradeMatches,
  standardRefKey,
  subjectMatches,
} from '@lesson-planner/shared-contracts/curriculum';
import { unitPlanIdFor } from '@lesson-planner/shared-contracts/planning';
import { citedRefs, type DraftStandard } from '../ai';
import { draftStandardFromDoc } from './draft-input';
import { relevantStandards } from './standard-relevance';

/** The most standards read from one framework: more than a prompt could usefully quote. */
const STANDARDS_READ_PER_FRAMEWORK = 300;

export interface Grounding {
  /** The chosen standards, each saying whether the unit's saved lessons already teach it. */
  standards: DraftStandard[];
  /** The team's other standards for the subject and grade. */
  frameworkStandards: DraftStandard[];
}

export async function readGrounding(
  tx: Transaction,
  teamRef: DocumentReference,
  context: {
    chosen: readonly DraftStandard[];
    subject: string;
    grade: string;
    /** The unit whose saved lessons say what is taught; null when the draft is for none. */
    unitId: string | null;
  },
): Promise<Grounding> {
  const [taught, frameworkStandards] = await Promise.all([
    context.unitId ? readTaught(tx, teamRef, context.unitId) : Promise.resolve(null),
    readFrameworkStandards(tx, teamRef, context),
  ]);
  return {
    standards: context.chosen.map((standard) =>
      taught ? { ...standard, taught: taught.has(standardRefKey(standard)) } : standard,
    ),
    frameworkStandards,
  };
}

/** The keys of the standards the unit's saved lessons cite. */
async function readTaught(
  tx: Transaction,
  teamRef: DocumentReference,
  unitId: string,
): Promise<Set<string>> {
  const plan = await tx.get(teamRef.firestore.collection('unitPlans').doc(unitPlanIdFor(unitId)));
  const lessons: unknown = plan.exists ? plan.get('lessons') : [];
  return new Set(citedRefs(Array.isArray(lessons) ? lessons : []).map(standardRefKey));
}

async function readFrameworkStandards(
  tx: Transaction,
  teamRef: DocumentReference,
  context: { chosen: readonly DraftStandard[]; subject: string; grade: string },
): Promise<DraftStandard[]> {
  const frameworks = await tx.get(teamRef.collection('frameworks'));
  const relevant = frameworks.docs.filter((framework) => {
    const subjects: unknown = framework.get('subjects');
    const bands: unknown = framework.get('gradeBands');
    const any = (values: unknown, match: (value: string) => boolean) =>
      !Array.isArray(values) ||
      values.length === 0 ||
      values.some((value) => typeof value === 'string' && match(value));
    return (
      any(subjects, (subject) => subjectMatches(subject, context.subject)) &&
      any(bands, (band) => gradeMatches(band, context.grade))
    );
  });
  const perFramework = await Promise.all(
    relevant.map(async (framework) => {
      const standards = await tx.get(
        framework.ref.collection('standards').orderBy('order').limit(STANDARDS_READ_PER_FRAMEWORK),
      );
      return standards.docs.flatMap((doc) => {
        const ref = { frameworkId: framework.id, standardId: doc.id };
        const standard = draftStandardFromDoc(ref, doc.data());
        if (!standard) return [];
        const text = (field: string) => {
          const value: unknown = doc.get(field);
          return typeof value === 'string' ? value : '';
        };
        return [{ ...standard, subject: text('subject'), gradeBand: text('gradeBand') }];
      });
    }),
  );
  return relevantStandards(perFramework.flat(), context, context.chosen).map(
    ({ frameworkId, standardId, code, description, strand }) => ({
      frameworkId,
      standardId,
      code,
      description,
      strand,
    }),
  );
}
