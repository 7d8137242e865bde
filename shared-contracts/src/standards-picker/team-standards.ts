import type { Framework, Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';

/** One framework of the team (what the picker shows of it) with its standards. */
export type TeamStandards = {
  framework: Pick<Framework, 'id' | 'name'>;
  standards: readonly Standard[];
};

/** The reference a selection holds for one standard of a framework. */
export const refOf = (framework: TeamStandards['framework'], standard: Standard): StandardRef => ({
  frameworkId: framework.id,
  standardId: standard.id,
});
