import { useEffect, useState } from 'react';

/**
 * Focus goes back to the element that opened a dialog or flow when it closes (issue 16). Radix
 * hands it back only to a trigger it owns, so a dialog opened from a list row, a menu item or a
 * photo would leave focus on <body>. Read during the first render, before anything inside takes focus.
 */

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // A menu item closes with its menu: the menu's button is what opened the dialog.
  const menu = active.closest('[role="menu"]');
  return (menu && document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`)) || active;
}

/**
 * Focuses `opener` again when focus has fallen to the page itself and the opener is still there,
 * scrolled clear of the header, the tab bar and a toast (the page's scroll padding): a row's button
 * low on a long list was left under the toast its own dialog had just raised.
 */
function returnFocus(opener: HTMLElement | null): void {
  const active = document.activeElement;
  if ((active === null || active === document.body) && opener?.isConnected) {
    opener.focus();
    opener.scrollIntoView({ block: 'nearest' });
  }
}

/**
 * For a Radix dialog's content (rendered only while open): its `onCloseAutoFocus` handler, which
 * gives focus back to whatever had it when the dialog opened, unless the dialog's own handler
 * (`own`) prevented that.
 */
export function useCloseAutoFocus(own?: (event: Event) => void): (event: Event) => void {
  const [opener] = useState(focusedElement);
  return (event) => {
    own?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    returnFocus(opener);
  };
}

/**
 * For a flow of several dialogs in turn (the teacher's status dialog, camera and form): focus
 * returns to the flow's opener when the whole flow unmounts, after the last dialog's own clean-up.
 */
export function useReturnFocusOnUnmount(): void {
  const [opener] = useState(focusedElement);
  useEffect(() => () => void setTimeout(() => returnFocus(opener)), [opener]);
}
