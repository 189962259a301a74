/** The feed's full address: the API base (possibly relative, like '/api') resolved against the page, plus its path. */
export function calendarFeedUrl(apiBaseUrl: string, feedPath: string, pageUrl: string): string {
  const base = new URL(apiBaseUrl.replace(/\/$/, ''), pageUrl).href;
  return `${base}${feedPath}`;
}
