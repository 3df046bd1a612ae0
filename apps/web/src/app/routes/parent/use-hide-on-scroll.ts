import { useEffect, useState } from 'react';

/** Spec 1 §9: the tab bar auto-hides on screens 768 px and wider, after a 10 px scroll. */
export const tabBarScrollThreshold = 10;
export const wideScreenQuery = '(min-width: 768px)';

/** True while the page is being scrolled down on a wide screen; scrolling up shows the bar again. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(wideScreenQuery);
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (!wide.matches) {
        setHidden(false);
        lastY = y;
        return;
      }
      if (Math.abs(y - lastY) < tabBarScrollThreshold) return;
      setHidden(y > lastY && y > tabBarScrollThreshold);
      lastY = y;
    };
    const onResize = () => {
      if (!wide.matches) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    wide.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      wide.removeEventListener('change', onResize);
    };
  }, []);
  return hidden;
}
