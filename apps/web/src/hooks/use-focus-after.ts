import { useCallback, useEffect, useState } from 'react';

/** Finds an element to focus: read when focus moves, since the page draws it anew after a change. */
export type FocusTarget = () => HTMLElement | null | undefined;

/** The first control inside `root` marked invalid (its message tied to it by aria-describedby). */
export function firstInvalidField(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
}

/** How long focus waits for its target to be drawn or for a closing dialog to let go of focus. */
const wait = 1500;

/** On the page, drawn and not disabled: focus can land there. */
function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.getClientRects().length > 0
  );
}

/**
 * Moves focus after an action to the element the next step needs (issue 40): when the control
 * that was used is gone or disabled (Issue, Void, Archive, Withdraw, Remove image), when a dialog
 * closes whose opener is gone, or when the server refused a field. Given several targets, the first
 * that can take focus wins; a heading or other element script alone may focus gets `tabindex=-1`.
 * The targets are looked for once the caller's own changes are drawn (the call is a state change
 * of its own, committed with them), then each frame until focus has stayed a frame on one: an
 * open dialog's focus trap takes focus back until the dialog is gone. It gives up after a moment
 * rather than take focus from a person who has moved on.
 */
export function useFocusAfter(): (...targets: FocusTarget[]) => void {
  const [request, setRequest] = useState<{ targets: FocusTarget[] } | null>(null);
  useEffect(() => {
    if (!request) return;
    const until = performance.now() + wait;
    let focused: HTMLElement | undefined;
    let frame = 0;
    const attempt = () => {
      if (focused && document.activeElement === focused && focused.isConnected) return;
      focused = request.targets.map((find) => find()).find(canTakeFocus);
      if (focused) {
        if (!focused.hasAttribute('tabindex') && focused.tabIndex < 0) focused.tabIndex = -1;
        focused.focus();
      }
      if (performance.now() < until) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [request]);
  return useCallback((...targets: FocusTarget[]) => setRequest({ targets }), []);
}
