import type { AppConfig } from '../config/app-config';

/** The web app's base URL (no trailing slash) for links in mails: WEB_APP_URL, else the first CORS origin. */
export function webAppUrl(config: AppConfig): string {
  return (config.WEB_APP_URL ?? config.WEB_ORIGINS[0]).replace(/\/$/, '');
}
