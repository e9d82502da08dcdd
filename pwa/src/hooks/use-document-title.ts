import { useEffect } from 'react';

/** Sets the document's title while the page is shown (the prerendered page carries it too). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
