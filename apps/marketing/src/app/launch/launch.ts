import { getRuntimeConfig } from '@taskflow/config';

/**
 * The launch state of the deployment (`preLaunch` in /app-config.json): before launch the website asks visitors to join
 * the waitlist; once launched it offers the free trial (registration). Never both.
 */
export function isPreLaunch(): boolean {
  return getRuntimeConfig().preLaunch ?? false;
}
