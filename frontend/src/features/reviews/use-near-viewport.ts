import { type RefObject, useEffect, useRef } from 'react';

/** How far below the viewport the sentinel starts the next page, so it is usually there before the user. */
const PREFETCH_MARGIN = '600px 0px';

/**
 * Calls `load` when the element comes near the viewport: the paged lists' next page. The
 * observer is made again each time `enabled` turns on (after every page), and a new observer
 * reports at once: a short page that leaves the sentinel in view still loads the next one.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, enabled: boolean, load: () => void) {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: PREFETCH_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
