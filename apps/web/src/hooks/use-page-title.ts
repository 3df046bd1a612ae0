import { productName } from '@cic/contract';
import { useEffect } from 'react';

/** '{title} | {productName}', or the product name alone (spec 1 §1). */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${productName}` : productName;
}

/** Sets the document title while the page is shown and restores the default afterwards. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
    return () => {
      document.title = productName;
    };
  }, [title]);
}
