import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Closing a child's history returns to the list with the child's id, to focus its row there. */
export type ReturnToRowState = { returnToRow: string };

/** How long the list may take to draw its rows (its data loading) before focus stops waiting. */
const rowWait = 5000;

function returnedId(state: unknown): string | null {
  const id = (state as Partial<ReturnToRowState> | null)?.returnToRow;
  return typeof id === 'string' ? id : null;
}

/**
 * On the check-in list: back from a child's history, focus goes to the row that opened it rather
 * than the list's heading (decision 047's focus return, across the two pages). The entry then
 * forgets the id, so a dialog opened and closed later gives focus to its own row.
 */
export function useFocusReturnedRow(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const id = returnedId(location.state);
  useEffect(() => {
    if (id === null) return;
    const focusRow = () => {
      const row = document.querySelector<HTMLElement>(`[data-student-id="${CSS.escape(id)}"]`);
      if (!row) return false;
      row.focus();
      // Forgetting the id is a navigation: without preventScrollReset the root's
      // ScrollRestoration scrolls to the top, leaving the focused row off screen or under the tabs.
      navigate(location.pathname, { replace: true, state: null, preventScrollReset: true });
      return true;
    };
    if (focusRow()) return;
    const observer = new MutationObserver(() => {
      if (focusRow()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), rowWait);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [id, navigate, location.pathname]);
}
