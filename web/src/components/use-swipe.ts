import { useRef, type TouchEvent } from 'react';

/** SPEC section 9: a swipe must travel more than 50 px. */
export const SWIPE_MIN_PX = 50;

/**
 * Touch handlers for a horizontal swipe: a finger that travels more than 50 px to the left calls `onNext`, to the
 * right `onPrevious`. A gesture that went more up or down than sideways is the page being scrolled, and does nothing.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(e: TouchEvent) {
      const touch = e.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(e: TouchEvent) {
      const from = start.current;
      const touch = e.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const across = from.x - touch.clientX;
      if (Math.abs(touch.clientY - from.y) > Math.abs(across)) return;
      if (across > SWIPE_MIN_PX) onNext();
      else if (across < -SWIPE_MIN_PX) onPrevious();
    },
  };
}
