// Everything a draft is built from, read in one read-only transaction so the unit, its
// standards and its saved plan are one consistent snapshot. Membership is checked before any
// of the unit's content is read.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  unitPlanIdFor,
  type GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { readTeamAsMember } from '../tokens/team-access';
import type { DraftSource } from './draft-input';
import { unitNotFound } from './generation-errors';
import { readGrounding } from './grounding-source';
import { readDraftStandards, validDraftUnit } from './team-sources';

export interface GenerationSource extends DraftSource {
  /** The team charged: the unit's own. */
  teamId: string;
}

export async function readGenerationSource(
  db: Firestore,
  request: GenerateDraftRequestFor<'unitPlan' | 'lesson'>,
  userId: string,
): Promise<GenerationSource> {
  return db.runTransaction(
    async (tx) => {
      const unit = await tx.get(db.collection('units').doc(request.unitId));
      if (!unit.exists) throw unitNotFound();
      const data = unit.data() ?? {};
      const teamId: unknown = data.teamId;
      if (typeof teamId !== 'string' || !isValidDocumentId(teamId)) {
        throw new HttpsError('failed-precondition', 'The unit belongs to no team');
      }
      const teamRef = db.collection('teams').doc(teamId);
      await readTeamAsMember(tx, teamRef, userId); // teamNotFound, notMember

      const fields = validDraftUnit(data);
      // The saved plan matters only to the one-lesson task (its size and its lessons).
      const planDoc =
        request.task === 'lesson'
          ? db.collection('unitPlans').doc(unitPlanIdFor(request.unitId))
          : null;
      const [chosen, plan] = await Promise.all([
        readDraftStandards(tx, teamRef, fields.standardRefs),
        planDoc ? tx.get(planDoc) : Promise.resolve(null),
      ]);
      const { standards, frameworkStandards } = await readGrounding(tx, teamRef, {
        chosen,
        subject: fields.unit.subject,
        grade: fields.unit.grade,
        unitId: request.unitId,
      });

      const savedLessons: unknown = plan?.exists ? plan.get('lessons') : null;
      return {
        teamId,
        unit: fields.unit,
        standards,
        frameworkStandards,
        savedLessons: plan?.exists ? (Array.isArray(savedLessons) ? savedLessons : []) : null,
      };
    },
    { readOnly: true },
  );
}
