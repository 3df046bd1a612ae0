import { type RefObject, useEffect, useRef } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The panel's controls Tab can reach now: shown (not `display: none` or hidden) and in the Tab order. */
function tabStops(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * A drawer that is a modal while open (the admin menu on phones, decision 047): Tab and Shift+Tab
 * go round its own controls, and Escape anywhere closes it. The caller makes the page behind
 * `inert` and gives focus back to the button that opened it.
 */
export function useModalDrawer(open: boolean, panel: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      const element = panel.current;
      if (event.key !== 'Tab' || !element) return;
      const stops = tabStops(element);
      const [first, last] = [stops[0], stops.at(-1)];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && element.contains(active);
      if (!inside || active === (event.shiftKey ? first : last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, panel]);
}
