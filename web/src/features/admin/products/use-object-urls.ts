import { useEffect, useMemo } from 'react';

/** Preview URLs of local files, released when the files change or the form closes. */
export function useObjectUrls(files: File[]): string[] {
  const urls = useMemo(
    () => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [files],
  );
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return urls;
}
