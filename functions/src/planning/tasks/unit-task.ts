// `unit`: a new unit drafted for a team (Create a unit), charged to that team. Read in one
// read-only transaction: membership first, then the candidate standards from the team's
// frameworks (any other reference is dropped, so the draft can only suggest existing codes).
import type { UnitDraftChunk, UnitDraftContent } from '@lesson-planner/shared-contracts/planning';
import { unitDraftJob, type UnitDraft } from '../../ai';
import { readAsTeamMember, readDraftStandards } from '../team-sources';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

export const unitTask: GenerationTaskModule<'unit'> = {
  async prepare(db, request, userId) {
    const standards = await readAsTeamMember(db, request.teamId, userId, (tx, teamRef) =>
      readDraftStandards(tx, teamRef, request.standards),
    );
    const prepared: PreparedDraft<UnitDraft, UnitDraftChunk, UnitDraftContent> = {
      teamId: request.teamId,
      job: unitDraftJob({
        language: request.language,
        idea: request.idea,
        subject: request.subject,
        grade: request.grade,
        weeks: request.weeks,
        standards,
        instructions: request.instructions,
      }),
      toChunk: (unit, index) => ({ index, unit }),
      // The unit is not saved yet: the log names it by the drafted title.
      logContext: (draft) => ({ unitId: null, unitTitle: draft?.unit.title ?? null }),
    };
    return prepared;
  },
};
