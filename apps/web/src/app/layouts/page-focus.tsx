import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** How long a new page may take to draw its heading (its data loading) before focus stops waiting. */
const headingWait = 5000;

/** The page's heading, made focusable by script only; the main region while there is none. */
function pageStart(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

/** Focus left on <body>, on a removed element, or outside the page (header, tabs, sidebar). */
function focusOutsidePage(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !active.closest('main');
}

/** 'Skip to content': the first Tab stop of every page, shown when focused (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    // biome-ignore lint/a11y/useValidAnchor: a same-page link; the script focuses the heading, which the fragment alone would not
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        pageStart()?.focus();
      }}
      className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-lg bg-white px-4 py-3 text-sm font-medium text-brand-800 shadow-lg focus:translate-y-0"
    >
      {t('shell.skipLink')}
    </a>
  );
}

/**
 * After a route change, focus moves to the new page's heading (issue 16), waiting for it while the
 * page loads, unless the page already put focus in its content (an autofocused field).
 */
export function useFocusPageOnNavigation(): void {
  const { pathname } = useLocation();
  // The first page keeps the browser's own start (the skip link is the first Tab stop).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusHeading = () => {
      const heading = document.querySelector('main h1');
      if (!heading) return false;
      if (focusOutsidePage()) pageStart()?.focus();
      return true;
    };
    if (focusHeading()) return;
    // Once the heading is there, the wait ends: a timer left running would later take focus from
    // whatever the person opened since (a dialog is outside <main>) and put it on the heading.
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      stop();
      if (focusOutsidePage()) pageStart()?.focus();
    }, headingWait);
    return stop;
  }, [pathname]);
}
