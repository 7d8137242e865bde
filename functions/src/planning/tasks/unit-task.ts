// `unit`: a new unit drafted for a team (Create a unit), charged to that team. Read in one
// read-only transaction: membership first, then the candidate standards from the team's
// frameworks (any other reference is dropped, so the draft can only suggest existing codes)
// and, like every task, the rest of those frameworks for the subject and grade (grounding).
import type { UnitDraftChunk, UnitDraftContent } from '@lesson-planner/shared-contracts/planning';
import { unitDraftJob, type UnitDraft } from '../../ai';
import { readGrounding } from '../grounding-source';
import { readAsTeamMember, readDraftStandards } from '../team-sources';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

export const unitTask: GenerationTaskModule<'unit'> = {
  async prepare(db, request, userId) {
    // A unit not yet saved has taught nothing: no coverage to read.
    const grounding = await readAsTeamMember(db, request.teamId, userId, async (tx, teamRef) =>
      readGrounding(tx, teamRef, {
        chosen: await readDraftStandards(tx, teamRef, request.standards),
        subject: request.subject,
        grade: request.grade,
        unitId: null,
      }),
    );
    const prepared: PreparedDraft<UnitDraft, UnitDraftChunk, UnitDraftContent> = {
      teamId: request.teamId,
      job: unitDraftJob({
        language: request.language,
        idea: request.idea,
        subject: request.subject,
        grade: request.grade,
        weeks: request.weeks,
        standards: grounding.standards,
        frameworkStandards: grounding.frameworkStandards,
        instructions: request.instructions,
      }),
      toChunk: (unit, index) => ({ index, unit }),
      // The unit is not saved yet: the log names it by the drafted title.
      logContext: (draft) => ({ unitId: null, unitTitle: draft?.unit.title ?? null }),
    };
    return prepared;
  },
};
