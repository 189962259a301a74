import type { AppConfig } from '../config/app-config';

/** This API's public base URL (no trailing slash, without `/api`) for links in mails that the API answers itself. */
export function apiPublicUrl(config: AppConfig): string {
  return (config.API_PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
