// `rubric`: a rubric drafted (or reworded) for a team, charged to that team. Read in one
// read-only transaction: membership first, then the rubric being reworked, the unit and the
// experience (each must be the team's), then the chosen standards from the team's frameworks.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CRITERION_DRAFT_MODES,
  type GenerateDraftRequestFor,
  type RubricDraftChunk,
  type RubricDraftPart,
} from '@lesson-planner/shared-contracts/planning';
import { rubricDraftJob, type DraftStandard, type DraftUnit, type RubricDraft } from '../../ai';
import { readGrounding } from '../grounding-source';
import { experienceNotFound, rubricNotFound, unitNotFound } from '../generation-errors';
import {
  checkTeamOwns,
  readAsTeamMember,
  readDraftStandards,
  readIfNamed,
  validDraftUnit,
} from '../team-sources';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

type RubricRequest = GenerateDraftRequestFor<'rubric'>;

interface RubricSource {
  unit: DraftUnit | null;
  experience: { title: string; summary: string } | null;
  standards: DraftStandard[];
  frameworkStandards: DraftStandard[];
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
        frameworkStandards: source.frameworkStandards,
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
  if (!CRITERION_DRAFT_MODES.includes(request.mode)) return 0;
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
  return readAsTeamMember(db, request.teamId, userId, async (tx, teamRef) => {
    const [rubric, unit, experience] = await Promise.all([
      readIfNamed(tx, db.collection('rubrics'), request.rubricId),
      readIfNamed(tx, db.collection('units'), request.unitId),
      readIfNamed(tx, db.collection('experiences'), request.experienceId),
    ]);
    checkTeamOwns(rubric, request.teamId, rubricNotFound);
    checkTeamOwns(unit, request.teamId, unitNotFound);
    const draftUnit = unit ? validDraftUnit(unit.data() ?? {}).unit : null;
    checkTeamOwns(experience, request.teamId, experienceNotFound);
    return {
      unit: draftUnit,
      experience: experience ? experienceSummary(experience.data() ?? {}) : null,
      ...(await readGrounding(tx, teamRef, {
        chosen: await readDraftStandards(tx, teamRef, request.standards),
        subject: request.subject || (draftUnit?.subject ?? ''),
        grade: request.grade || (draftUnit?.grade ?? ''),
        unitId: unit ? request.unitId : null,
      })),
    };
  });
}

/** The experience's title and summary as stored, bounded like the schema bounds them. */
function experienceSummary(data: Record<string, unknown>): { title: string; summary: string } {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.trim().slice(0, max) : '';
  return { title: text(data.title, 200), summary: text(data.summary, 2000) };
}
