import { useEffect } from 'react';

/** The tab's title on a public page: the survey's own, without the portal's parts. */
export function usePublicTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
