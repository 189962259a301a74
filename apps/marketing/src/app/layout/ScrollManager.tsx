import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isShowingPrerenderedPage } from '@taskflow/app-providers';
import { scrollToSectionWhenReady } from './section-links';

/**
 * On a new page: scroll to the #section of the address once it exists, else to the top. The first page of a visit
 * that arrived pre-rendered keeps the position the visitor may already have scrolled to.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const [keepFirstPosition] = useState(() => ({ current: isShowingPrerenderedPage() }));
  useEffect(() => {
    const keepPosition = keepFirstPosition.current;
    keepFirstPosition.current = false;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) return scrollToSectionWhenReady(id);
    if (keepPosition) return undefined;
    window.scrollTo?.(0, 0);
    return undefined;
  }, [pathname, hash, keepFirstPosition]);
  return null;
}
