// The curriculum pages' server data as hooks over the one query cache: a team with its
// frameworks, each framework's standards (live, so a leader's edits show on every open page),
// and the writes. A write shows through the live queries at once (Firestore applies it to its
// listeners before the server confirms); a deleted framework's standards also leave the cache.
import type {
  Framework,
  Standard,
  StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  combineResults,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type Loaded,
} from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { CurriculumFailure } from './curriculum-failure';
import { frameworkKeys, frameworkStandardsQuery, teamFrameworksQuery } from './framework-reads';
import * as writes from './framework-writes';
import { importStandards, type ImportOutcome, type ImportProgress } from './standards-import';
import { listStandards } from './framework-reads';
import { teamRefQuery } from './team-directory';

export interface TeamCurriculum {
  team: TeamRef;
  frameworks: Framework[];
}

export type TeamStandards = Array<{ framework: Framework; standards: Standard[] }>;

function useUid(): string {
  return useSession((session) => session.user?.uid ?? '');
}

function requireUid(uid: string): string {
  if (!uid) throw new CurriculumFailure('notSignedIn');
  return uid;
}

/** A team (only its members may open it; the team's own refusal is the one shown) and its frameworks. */
export function useTeamCurriculum(teamId: string): Loaded<TeamCurriculum> {
  const uid = useUid();
  const team = useQuery({ ...teamRefQuery(teamId, uid), enabled: uid !== '' && teamId !== '' });
  const frameworks = useQuery({ ...teamFrameworksQuery(teamId), enabled: teamId !== '' });
  return {
    data:
      team.data && frameworks.data ? { team: team.data, frameworks: frameworks.data } : undefined,
    error: team.error ?? frameworks.error,
    refetch: () => {
      if (team.error) void team.refetch();
      if (frameworks.error) void frameworks.refetch();
    },
  };
}

/** A framework's standards, live. */
export const useFrameworkStandards = (teamId: string, frameworkId: string) =>
  useQuery(frameworkStandardsQuery(teamId, frameworkId));

/** Every framework of a team with its standards (pickers, a classroom's curriculum); live. */
export function useTeamStandards(teamId: string, enabled = true): Loaded<TeamStandards> {
  const frameworks = useQuery({ ...teamFrameworksQuery(teamId), enabled: enabled && !!teamId });
  const standards = useQueries({
    queries: (frameworks.data ?? []).map((framework) =>
      frameworkStandardsQuery(teamId, framework.id),
    ),
    combine: combineResults<Standard[]>,
  });
  const listed = frameworks.data;
  if (!listed)
    return { data: undefined, error: frameworks.error, refetch: () => void frameworks.refetch() };
  return {
    data: standards.data?.map((ofFramework, index) => ({
      framework: listed[index]!,
      standards: ofFramework,
    })),
    error: standards.error,
    refetch: standards.refetch,
  };
}

/** Creates a framework; resolves its id. */
export function useCreateFramework(teamId: string) {
  const uid = useUid();
  return useMutation({
    mutationFn: (fields: writes.FrameworkFields) =>
      writes.createFramework(teamId, requireUid(uid), fields),
  });
}

export function useUpdateFramework(teamId: string, frameworkId: string) {
  return useMutation({
    mutationFn: (fields: writes.FrameworkFields) =>
      writes.updateFramework(teamId, frameworkId, fields),
  });
}

export function useDeleteFramework(teamId: string, frameworkId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => writes.deleteFramework(teamId, frameworkId),
    onSuccess: () =>
      client.removeQueries({ queryKey: frameworkKeys.standards(teamId, frameworkId) }),
  });
}

const nextOrder = (standards: readonly Standard[]): number =>
  standards.reduce((max, standard) => Math.max(max, standard.order + 1), 0);

/** Adds a standard after the framework's last one, or saves `previous` edited. */
export function useSaveStandard(teamId: string, frameworkId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, previous }: { fields: StandardFields; previous?: Standard }) => {
      const current = client.getQueryData<Standard[]>(frameworkKeys.standards(teamId, frameworkId));
      const order = previous?.order ?? nextOrder(current ?? []);
      return writes.saveStandard(teamId, frameworkId, fields, { previous, order });
    },
  });
}

export function useDeleteStandard(teamId: string, frameworkId: string) {
  return useMutation({
    mutationFn: (standardId: string) => writes.deleteStandard(teamId, frameworkId, standardId),
  });
}

/**
 * Imports rows after the framework's current standards (read afresh, as the order must follow
 * the stored ones). Resolves what was written even when a batch failed part-way (its failure
 * is in the outcome).
 */
export function useImportStandards(teamId: string, frameworkId: string) {
  return useMutation({
    mutationFn: async ({
      rows,
      onProgress,
    }: {
      rows: readonly StandardFields[];
      onProgress: (progress: ImportProgress) => void;
    }): Promise<ImportOutcome> => {
      const existing = await listStandards(teamId, frameworkId);
      return importStandards(teamId, frameworkId, rows, {
        firstOrder: nextOrder(existing),
        existingOrder: new Map(existing.map((standard) => [standard.id, standard.order])),
        onProgress,
      });
    },
  });
}
