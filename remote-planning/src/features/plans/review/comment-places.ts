// Where a review comment shows. A comment on a lesson names the lesson's position when it was
// written and, where lessons carry ids, its id: the id follows the lesson when lessons move.
import type { ReviewComment } from '@lesson-planner/shared-contracts/planning';

/** The whole plan, a lesson by its position now, or a lesson no longer in the plan. */
export type CommentPlace = 'plan' | 'removed' | number;

/** Where `comment` belongs among lessons whose ids, by position, are `lessonIds`. */
export function placeOfComment(
  comment: Pick<ReviewComment, 'lessonIndex' | 'lessonId'>,
  lessonIds: readonly string[],
): CommentPlace {
  if (comment.lessonIndex === null) return 'plan';
  if (comment.lessonId !== null) {
    const position = lessonIds.indexOf(comment.lessonId);
    return position === -1 ? 'removed' : position;
  }
  return comment.lessonIndex < lessonIds.length ? comment.lessonIndex : 'removed';
}
