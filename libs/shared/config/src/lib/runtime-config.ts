import type { WebRuntimeConfig } from '@taskflow/contracts';

export const RUNTIME_CONFIG_PATH = '/app-config.json';

let runtimeConfig: WebRuntimeConfig = { apiBaseUrl: '/api', realtimeUrl: '' };

export function setRuntimeConfig(config: WebRuntimeConfig): void {
  runtimeConfig = { ...config };
}

export function getRuntimeConfig(): WebRuntimeConfig {
  return runtimeConfig;
}

/** Reads the deployment's configuration (API and live gateway addresses) once at start. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<WebRuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Cannot load ${url}: HTTP ${response.status}`);
  const config = (await response.json()) as WebRuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
