import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  /** Loads again with the same inputs (after a save). */
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes; only the newest call's answer is kept. The last data stays on screen while
 * the next page loads; `errorText` turns a failure into the screen's message.
 */
export function useRemoteData<T>(key: string, load: () => Promise<T>, errorText: (e: unknown) => string): RemoteData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  const errorRef = useRef(errorText);
  loadRef.current = load;
  errorRef.current = errorText;

  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    loadRef
      .current()
      .then((d) => {
        if (call !== latest.current) return;
        setData(d);
        setError(null);
      })
      .catch((e) => {
        if (call === latest.current) setError(errorRef.current(e));
      })
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload };
}
