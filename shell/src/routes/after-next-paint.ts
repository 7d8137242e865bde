/**
 * Runs `work` once the browser has painted what is on screen now: a frame's callback runs just
 * before its paint, a task queued from it just after. Returns the function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
