import { useCallback, useEffect, useState } from 'react';
import { useSwipe } from '../../../components/use-swipe';

/** SPEC section 9: autoplay advances one item every 30 s by default (a swipe's 50 px are in useSwipe). */
export const AUTOPLAY_MS = 30_000;

export interface CarouselOptions {
  count: number;
  /** Milliseconds between automatic steps; 0 turns autoplay off. */
  autoplayMs?: number;
  /** While true (reduced motion, hover, keyboard focus, the pause button) autoplay waits. */
  paused?: boolean;
}

/** `index` wrapped into 0..count-1, both ways. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** The items shown when the view starts at `index` and holds `perView` of them, wrapping past the end. */
export function visibleIndexes(index: number, perView: number, count: number): number[] {
  return Array.from({ length: Math.min(perView, count) }, (_, k) => wrapIndex(index + k, count));
}

/**
 * The state of a carousel: the first visible index, arrows, dots, touch swipe and autoplay. The index wraps at both
 * ends, and every user jump (arrow, dot or swipe) restarts the autoplay timer.
 */
export function useCarousel({ count, autoplayMs = AUTOPLAY_MS, paused = false }: CarouselOptions) {
  const [rawIndex, setRawIndex] = useState(0);
  // Bumped on every user jump; the autoplay effect depends on it, so its timer starts again from zero.
  const [jumps, setJumps] = useState(0);
  const index = wrapIndex(rawIndex, count);

  const jump = useCallback(
    (to: (current: number) => number) => {
      setRawIndex((i) => wrapIndex(to(wrapIndex(i, count)), count));
      setJumps((j) => j + 1);
    },
    [count],
  );
  const next = useCallback(() => jump((i) => i + 1), [jump]);
  const prev = useCallback(() => jump((i) => i - 1), [jump]);
  const goTo = useCallback((target: number) => jump(() => target), [jump]);

  useEffect(() => {
    if (paused || count < 2 || autoplayMs <= 0) return;
    const timer = setInterval(() => setRawIndex((i) => wrapIndex(i + 1, count)), autoplayMs);
    return () => clearInterval(timer);
  }, [paused, count, autoplayMs, jumps]);

  const swipe = useSwipe(next, prev);

  return { index, next, prev, goTo, swipe };
}
