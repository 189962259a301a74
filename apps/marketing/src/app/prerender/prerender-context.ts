import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML at build time (apps/marketing/src/prerender): what needs JavaScript to work,
 * such as the waitlist form, is rendered disabled until the app has taken over the page.
 */
export const PrerenderContext = createContext(false);

export const useIsPrerendering = () => useContext(PrerenderContext);
