import { useState } from 'react';
import type { Reflection } from '@lesson-planner/shared-contracts/planning';
import { useRetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { listReflections, type ReflectionPage } from '../../../api/experience-reads';
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
  /** Reads the first page again (after an add or a delete), dropping the later pages. */
  reload: () => void;
}

/** The reflections on an experience, a page at a time ("Show earlier reflections"). */
export function useReflectionPages(experienceId: string): ReflectionPages {
  const [reloads, setReloads] = useState(0);
  const first = useRetryableLoad(
    () => listReflections(experienceId),
    [experienceId, reloads],
    (error) => PlanningFailure.from(error).code,
  );
  // Later pages belong to the first page they continue: a reload starts over.
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
      const page = await listReflections(experienceId, next);
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
    failure: first.failure,
    retry: first.retry,
    hasMore: next !== null,
    showMore,
    loadingMore,
    moreFailure,
    reload: () => {
      setMoreFailure(null);
      setReloads((n) => n + 1);
    },
  };
}
