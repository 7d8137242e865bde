import { useState } from 'react';
import type { Reflection } from '@lesson-planner/shared-contracts/planning';
import { useQuery, useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import {
  listEarlierReflections,
  reflectionsQuery,
  type ReflectionPage,
} from '../../../api/experience-reads';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';

export interface ReflectionPages {
  /** Latest first, the pages read so far; null while the first page loads or if it failed. */
  reflections: Reflection[] | null;
  failure: PlanningFailureCode | null;
  retry: () => void;
  /** Earlier reflections remain to be read. */
  hasMore: boolean;
  showMore: () => Promise<void>;
  loadingMore: boolean;
  moreFailure: PlanningFailureCode | null;
  /** The caller added or deleted one: the newest page shows it before the listener does. */
  added: (reflection: Reflection) => void;
  removed: (reflectionId: string) => void;
}

/**
 * The reflections on an experience: the newest page live (a teammate's, an added or a deleted
 * one shows by itself), earlier pages a page at a time ("Show earlier reflections").
 */
export function useReflectionPages(experienceId: string): ReflectionPages {
  const client = useQueryClient();
  const newest = reflectionsQuery(experienceId);
  const first = useQuery(newest);
  const edit = (change: (reflections: Reflection[]) => Reflection[]) =>
    client.setQueryData<ReflectionPage>(newest.queryKey, (page) =>
      page ? { ...page, reflections: change(page.reflections) } : page,
    );
  // Later pages belong to the newest page they continue: when it changes they start over.
  const [later, setLater] = useState<{ after: ReflectionPage; pages: ReflectionPage } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailure, setMoreFailure] = useState<PlanningFailureCode | null>(null);

  const base = first.data;
  const more = later && later.after === base ? later.pages : null;
  const next = more ? more.next : (base?.next ?? null);

  const showMore = async () => {
    if (!base || !next || loadingMore) return;
    setLoadingMore(true);
    setMoreFailure(null);
    try {
      const page = await listEarlierReflections(experienceId, next);
      setLater({
        after: base,
        pages: {
          reflections: [...(more?.reflections ?? []), ...page.reflections],
          next: page.next,
        },
      });
    } catch (error) {
      setMoreFailure(PlanningFailure.from(error).code);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    reflections: base ? [...base.reflections, ...(more?.reflections ?? [])] : null,
    failure: first.error ? PlanningFailure.from(first.error).code : null,
    retry: () => void first.refetch(),
    hasMore: next !== null,
    showMore,
    loadingMore,
    moreFailure,
    added: (reflection) =>
      edit((reflections) => [
        reflection,
        ...reflections.filter((each) => each.id !== reflection.id),
      ]),
    removed: (reflectionId) =>
      edit((reflections) => reflections.filter((each) => each.id !== reflectionId)),
  };
}
