// `experience`: a learning experience drafted (or reworked) for a team, charged to that team.
// Read in one read-only transaction: membership first, then the experience being reworked and
// the unit (both must be the team's), then the chosen standards from the team's frameworks.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  STEP_DRAFT_MODES,
  type ExperienceDraftChunk,
  type ExperienceStep,
  type GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import {
  experienceDraftJob,
  type DraftStandard,
  type DraftUnit,
  type ExperienceDraft,
} from '../../ai';
import { readGrounding } from '../grounding-source';
import { experienceNotFound, unitNotFound } from '../generation-errors';
import {
  checkTeamOwns,
  readAsTeamMember,
  readDraftStandards,
  readIfNamed,
  validDraftUnit,
} from '../team-sources';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

type ExperienceRequest = GenerateDraftRequestFor<'experience'>;

interface ExperienceSource {
  unit: DraftUnit | null;
  standards: DraftStandard[];
  frameworkStandards: DraftStandard[];
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
        frameworkStandards: source.frameworkStandards,
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
  if (!STEP_DRAFT_MODES.includes(request.mode)) return 0;
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
  return readAsTeamMember(db, request.teamId, userId, async (tx, teamRef) => {
    const [experience, unit] = await Promise.all([
      readIfNamed(tx, db.collection('experiences'), request.experienceId),
      readIfNamed(tx, db.collection('units'), request.unitId),
    ]);
    checkTeamOwns(experience, request.teamId, experienceNotFound);
    checkTeamOwns(unit, request.teamId, unitNotFound);
    const draftUnit = unit ? validDraftUnit(unit.data() ?? {}).unit : null;
    return {
      unit: draftUnit,
      ...(await readGrounding(tx, teamRef, {
        chosen: await readDraftStandards(tx, teamRef, request.standards),
        subject: request.subject || (draftUnit?.subject ?? ''),
        grade: request.grade || (draftUnit?.grade ?? ''),
        unitId: unit ? request.unitId : null,
      })),
    };
  });
}
