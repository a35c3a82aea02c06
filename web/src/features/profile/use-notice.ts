import { useCallback, useState } from 'react';
import type { AlertKind } from '../../components/Alert';
import { useTimedMessage } from '../../components/use-timed-message';

export const NOTICE_MS = 3000;

export interface Notice {
  kind: AlertKind;
  text: string;
}

/** A card's message: a success passes after 3 s (SPEC 9); an error stays until the next attempt. */
export function useNotice(): [Notice | null, (kind: AlertKind, text: string) => void, () => void] {
  const [passing, showPassing] = useTimedMessage<Notice>(NOTICE_MS);
  const [lasting, setLasting] = useState<Notice | null>(null);
  const show = useCallback(
    (kind: AlertKind, text: string) => {
      if (kind === 'error') {
        showPassing(null);
        setLasting({ kind, text });
      } else {
        setLasting(null);
        showPassing({ kind, text });
      }
    },
    [showPassing],
  );
  const clear = useCallback(() => {
    showPassing(null);
    setLasting(null);
  }, [showPassing]);
  return [lasting ?? passing, show, clear];
}
