// `rubric`: a rubric drafted (or reworded) for a team, charged to that team. Read in one
// read-only transaction: membership first, then the rubric being reworked, the unit and the
// experience (each must be the team's), then the chosen standards from the team's frameworks.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  GenerateDraftRequestFor,
  RubricDraftChunk,
  RubricDraftPart,
} from '@lesson-planner/shared-contracts/planning';
import { rubricDraftJob, type DraftStandard, type DraftUnit, type RubricDraft } from '../../ai';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { readTeamAsMember } from '../../tokens/team-access';
import { draftStandardFromDoc, draftUnitFromDoc } from '../draft-input';
import { experienceNotFound, rubricNotFound, unitNotFound } from '../generation-errors';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

type RubricRequest = GenerateDraftRequestFor<'rubric'>;

interface RubricSource {
  unit: DraftUnit | null;
  experience: { title: string; summary: string } | null;
  standards: DraftStandard[];
}

export const rubricTask: GenerationTaskModule<'rubric'> = {
  async prepare(db, request, userId) {
    const criterionIndex = checkMode(request);
    const source = await readRubricSource(db, request, userId);
    const prepared: PreparedDraft<RubricDraft, RubricDraftChunk, RubricDraftPart> = {
      teamId: request.teamId,
      job: rubricDraftJob({
        language: request.language,
        mode: request.mode,
        taskDescription: request.taskDescription,
        type: request.type,
        subject: request.subject,
        grade: request.grade,
        levelCount: request.levelCount,
        levelOrder: request.levelOrder,
        unit: source.unit,
        experience: source.experience,
        standards: source.standards,
        unitIds: request.unitId ? [request.unitId] : [],
        experienceIds: request.experienceId ? [request.experienceId] : [],
        rubric: request.rubric,
        criterionIndex,
        instructions: request.instructions,
      }),
      toChunk: (part, index) => ({ index, ...part }),
      logContext: (draft) => ({
        rubricId: request.rubricId,
        rubricTitle: draft?.rubric.title ?? request.rubric?.title ?? null,
        unitId: request.unitId,
        experienceId: request.experienceId,
        mode: request.mode,
      }),
    };
    return prepared;
  },
};

/** The rework modes need the rubric (and a criterion that exists); returns the criterion index. */
function checkMode(request: RubricRequest): number {
  if (request.mode === 'draft') return 0;
  if (!request.rubric) {
    throw new HttpsError(
      'invalid-argument',
      `Invalid generation request: ${request.mode} needs the rubric`,
    );
  }
  if (request.mode !== 'improveCriterion') return 0;
  const index = request.criterionIndex;
  if (index === null || index >= request.rubric.criteria.length) {
    throw new HttpsError(
      'invalid-argument',
      'Invalid generation request: criterionIndex names no criterion',
    );
  }
  return index;
}

async function readRubricSource(
  db: Firestore,
  request: RubricRequest,
  userId: string,
): Promise<RubricSource> {
  return db.runTransaction(
    async (tx) => {
      const teamRef = db.collection('teams').doc(request.teamId);
      await readTeamAsMember(tx, teamRef, userId); // teamNotFound, notMember

      const [rubric, unit, experience] = await Promise.all([
        request.rubricId ? tx.get(db.collection('rubrics').doc(request.rubricId)) : null,
        request.unitId ? tx.get(db.collection('units').doc(request.unitId)) : null,
        request.experienceId
          ? tx.get(db.collection('experiences').doc(request.experienceId))
          : null,
      ]);
      // Another team's rubric, unit or experience reads as missing: not this caller's to see.
      if (rubric && rubric.get('teamId') !== request.teamId) throw rubricNotFound();
      if (unit && unit.get('teamId') !== request.teamId) throw unitNotFound();
      if (experience && experience.get('teamId') !== request.teamId) throw experienceNotFound();
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
        experience: experience ? experienceSummary(experience.data() ?? {}) : null,
        standards: refs.flatMap((ref, index) => {
          const standard = draftStandardFromDoc(ref, standards[index]?.data());
          return standard ? [standard] : [];
        }),
      };
    },
    { readOnly: true },
  );
}

/** The experience's title and summary as stored, bounded like the schema bounds them. */
function experienceSummary(data: Record<string, unknown>): { title: string; summary: string } {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.trim().slice(0, max) : '';
  return { title: text(data.title, 200), summary: text(data.summary, 2000) };
}
