import { useEffect, useState } from 'react';

/** What ends the browser's largest-paint reporting: a press, a key or a scroll (Largest Contentful Paint, 2.2). */
const FIRST_INPUTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** A press before the app ran is remembered by the browser (its first-input entry); an in-app navigation came from one. */
const interactedBefore = () => window.scrollY > 0 || performance.getEntriesByType('first-input').length > 0;

/**
 * True once the page has loaded and the shopper has pressed, typed or scrolled on it. The browser takes no largest
 * paint after the first input, so media added then never becomes the page's largest paint (decision 0083).
 */
export function useAfterLoadAndFirstInput(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let interacted = interactedBefore();
    const update = () => {
      if (!interacted || document.readyState !== 'complete') return;
      setReady(true);
      stop();
    };
    const onInput = () => {
      interacted = true;
      update();
    };
    const stop = () => {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, true);
      window.removeEventListener('load', update);
    };
    for (const type of FIRST_INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    window.addEventListener('load', update);
    update();
    return stop;
  }, []);
  return ready;
}
