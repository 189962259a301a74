import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSectionWhenReady } from './section-links';

/** On a new page: scroll to the #section of the address once it exists, else to the top. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) return scrollToSectionWhenReady(id);
    window.scrollTo?.(0, 0);
    return undefined;
  }, [pathname, hash]);
  return null;
}
