import { useRetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { CurriculumFailure } from '../api/curriculum-failure';
import { loadClassroom, selectClassroom, useClassroomsStore } from './classrooms-store';

/**
 * A classroom page's classroom: the store's copy (so edits show at once), loaded when the
 * page opens and read afresh on `retry`; `failure` says why it could not be read.
 */
export function useLoadedClassroom(classroomId: string) {
  const classroom = useClassroomsStore(selectClassroom(classroomId));
  const { failure, retry } = useRetryableLoad(
    async (attempt) => {
      if (await loadClassroom(classroomId, { force: attempt > 0 })) return;
      throw new CurriculumFailure(useClassroomsStore.getState().errors.loadClassroom ?? 'unknown');
    },
    [classroomId],
    (error) => CurriculumFailure.from(error).code,
  );
  return { classroom, failure, retry };
}
