// The editor's toolbar stays in view while scrolling, and wraps onto two or three lines on a
// phone or while the AI panel is open in it: a lesson scrolled to must start below it, so its
// height is kept as a CSS variable that the lessons' scroll margin reads.
import { useLayoutEffect, type RefObject } from 'react';

/** Keeps `name` on the element's parent equal to the element's height in px while it changes. */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`) {
  useLayoutEffect(() => {
    const element = ref.current;
    const holder = element?.parentElement;
    if (!element || !holder || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      holder.style.setProperty(name, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      holder.style.removeProperty(name);
    };
  }, [ref, name]);
}
