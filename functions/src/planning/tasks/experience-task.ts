// `experience`: a learning experience drafted (or reworked) for a team, charged to that team.
// Read in one read-only transaction: membership first, then the experience being reworked and
// the unit (both must be the team's), then the chosen standards from the team's frameworks.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  ExperienceDraftChunk,
  ExperienceStep,
  GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import {
  experienceDraftJob,
  type DraftStandard,
  type DraftUnit,
  type ExperienceDraft,
} from '../../ai';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { readTeamAsMember } from '../../tokens/team-access';
import { draftStandardFromDoc, draftUnitFromDoc } from '../draft-input';
import { experienceNotFound, unitNotFound } from '../generation-errors';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

type ExperienceRequest = GenerateDraftRequestFor<'experience'>;

interface ExperienceSource {
  unit: DraftUnit | null;
  standards: DraftStandard[];
}

export const experienceTask: GenerationTaskModule<'experience'> = {
  async prepare(db, request, userId) {
    const stepIndex = checkMode(request);
    const source = await readExperienceSource(db, request, userId);
    const prepared: PreparedDraft<ExperienceDraft, ExperienceDraftChunk, ExperienceStep> = {
      teamId: request.teamId,
      job: experienceDraftJob({
        language: request.language,
        mode: request.mode,
        idea: request.idea,
        type: request.experience?.type ?? request.type,
        subject: request.subject,
        grade: request.grade,
        duration: request.experience?.duration ?? request.duration,
        unit: source.unit,
        standards: source.standards,
        experience: request.experience,
        stepIndex,
        instructions: request.instructions,
      }),
      toChunk: (step, index) => ({ index, step }),
      logContext: (draft) => ({
        experienceId: request.experienceId,
        experienceTitle: draft?.experience.title ?? null,
        unitId: request.unitId,
        mode: request.mode,
      }),
    };
    return prepared;
  },
};

/** The reworking modes need the experience (and a step that exists); returns the step index. */
function checkMode(request: ExperienceRequest): number {
  if (request.mode === 'draft') return 0;
  if (!request.experience) {
    throw new HttpsError(
      'invalid-argument',
      `Invalid generation request: ${request.mode} needs the experience`,
    );
  }
  if (request.mode !== 'improveStep') return 0;
  const index = request.stepIndex;
  if (index === null || index >= request.experience.steps.length) {
    throw new HttpsError('invalid-argument', 'Invalid generation request: stepIndex names no step');
  }
  return index;
}

async function readExperienceSource(
  db: Firestore,
  request: ExperienceRequest,
  userId: string,
): Promise<ExperienceSource> {
  return db.runTransaction(
    async (tx) => {
      const teamRef = db.collection('teams').doc(request.teamId);
      await readTeamAsMember(tx, teamRef, userId); // teamNotFound, notMember

      const [experience, unit] = await Promise.all([
        request.experienceId
          ? tx.get(db.collection('experiences').doc(request.experienceId))
          : null,
        request.unitId ? tx.get(db.collection('units').doc(request.unitId)) : null,
      ]);
      // Another team's experience or unit reads as missing: it is not this caller's to see.
      if (experience && experience.get('teamId') !== request.teamId) throw experienceNotFound();
      if (unit && unit.get('teamId') !== request.teamId) throw unitNotFound();
      let draftUnit: DraftUnit | null = null;
      if (unit) {
        const fields = draftUnitFromDoc(unit.data() ?? {});
        if (!fields.ok) {
          throw new HttpsError('failed-precondition', `The unit is not valid: ${fields.issue}`);
        }
        draftUnit = fields.unit;
      }

      const refs = request.standards.filter(
        (ref) => isValidDocumentId(ref.frameworkId) && isValidDocumentId(ref.standardId),
      );
      const docs = refs.map((ref) =>
        teamRef
          .collection('frameworks')
          .doc(ref.frameworkId)
          .collection('standards')
          .doc(ref.standardId),
      );
      const standards = docs.length > 0 ? await tx.getAll(...docs) : [];
      return {
        unit: draftUnit,
        standards: refs.flatMap((ref, index) => {
          const standard = draftStandardFromDoc(ref, standards[index]?.data());
          return standard ? [standard] : [];
        }),
      };
    },
    { readOnly: true },
  );
}
