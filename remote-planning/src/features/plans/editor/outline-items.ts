// The outline's entries, made again only for a lesson that changed. Drafts are replaced, never
// changed, so an entry kept by its draft stays right while the lesson's standards, meeting and
// problems do: an edit of one lesson of thirty gives one new entry, and one entry is redrawn.
import { useMemo } from 'react';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { lessonMinutes } from '@lesson-planner/shared-contracts/planning';
import { lessonAsTypedOnce, type LessonDraft } from './lesson-draft';
import type { OutlineItem } from './LessonOutline';
import { standardCodes } from './LessonSummary';

type Standards = ReadonlyMap<string, Standard> | null;

const made = new WeakMap<LessonDraft, { standards: Standards; item: OutlineItem }>();

function outlineItemOf(
  draft: LessonDraft,
  standards: Standards,
  meeting: string | null,
  needsAttention: boolean,
): OutlineItem {
  const earlier = made.get(draft);
  if (
    earlier?.standards === standards &&
    earlier.item.meeting === meeting &&
    earlier.item.needsAttention === needsAttention
  )
    return earlier.item;
  const lesson = lessonAsTypedOnce(draft);
  const item = {
    key: draft.key,
    title: lesson.title,
    minutes: lessonMinutes(lesson),
    codes: standardCodes(lesson, standards),
    meeting,
    needsAttention,
    aiDraft: draft.aiDraft === true,
  };
  made.set(draft, { standards, item });
  return item;
}

const NO_PROBLEMS: Record<string, unknown> = {};

/** The outline's entries for the lessons as they are now. */
export function useOutlineItems(
  lessons: readonly LessonDraft[],
  standards: Standards,
  meetings: ReadonlyMap<number, string>,
  problems: Record<string, unknown> = NO_PROBLEMS,
): OutlineItem[] {
  return useMemo(
    () =>
      lessons.map((draft, index) =>
        outlineItemOf(
          draft,
          standards,
          meetings.get(index) ?? null,
          problems[draft.key] !== undefined,
        ),
      ),
    [lessons, standards, meetings, problems],
  );
}
