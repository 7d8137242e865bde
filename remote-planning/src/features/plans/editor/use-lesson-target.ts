// Links such as /units/plan/edit/{id}#lesson-3 (from the coverage page) open on that lesson:
// it is revealed (expanded), scrolled to and focused once the lessons are there.
import { useEffect, useRef } from 'react';
import { useLocation } from '@lesson-planner/shared-contracts/routing';

export const lessonElementId = (index: number) => `lesson-${index + 1}`;

/** Scrolls the lesson into view under the sticky bars and moves the focus to it. */
export function showLesson(index: number) {
  requestAnimationFrame(() => {
    const element = document.getElementById(lessonElementId(index));
    element?.scrollIntoView?.({ block: 'start' });
    element?.focus({ preventScroll: true });
  });
}

export function useLessonTarget(
  lessons: readonly { key: string }[],
  reveal: (key: string) => void,
) {
  const { hash } = useLocation();
  const latest = useRef({ lessons, reveal });
  useEffect(() => {
    latest.current = { lessons, reveal };
  });
  const loaded = lessons.length > 0;

  useEffect(() => {
    const number = Number(/^#lesson-(\d+)$/.exec(hash)?.[1]);
    const lesson = latest.current.lessons[number - 1];
    if (!loaded || !lesson) return;
    latest.current.reveal(lesson.key);
    // After the revealed lesson has rendered.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(lessonElementId(number - 1));
      element?.scrollIntoView?.({ block: 'start' });
      element?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, loaded]);
}
