import { useEffect, useState } from 'react';

/**
 * Runs `task` once the next frame has been painted: after an animation frame, in a task of its
 * own (without `requestAnimationFrame`, as in a test environment, in a task at once). Work that a
 * new question does not need in its first frame goes there, out of the step a visitor waits for
 * (docs/performance.md, decision record 0009).
 *
 * @returns a function that cancels the task if it has not run yet
 * @example
 * const cancel = afterNextPaint(() => keyboard.follow(page));
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in a component's first render, true once its first frame has been painted: a part the
 * visitor cannot use within a frame (the options of a closed picker) is drawn then.
 *
 * @example
 * const complete = usePainted(); // <select> with only the chosen option until then
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
