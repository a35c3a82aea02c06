import { useEffect } from 'react';
import { brand } from '../../../shared/brand';

/** Sets the tab title to "<title> | Kesara Grooming Co." (or the brand alone without a title) while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand.fullName}` : brand.fullName;
  }, [title]);
}
