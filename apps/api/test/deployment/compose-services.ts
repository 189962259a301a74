import { readFileSync } from 'node:fs';
import path from 'node:path';

export const COMPOSE_FILE = path.resolve(__dirname, '../../../../docker/docker-compose.yml');

/**
 * The services of docker/docker-compose.yml as blocks of text, by name. The file is plain YAML in the usual
 * layout (services at two spaces, their settings deeper), which is all the deployment checks need.
 */
export function composeServices(file = COMPOSE_FILE): Map<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const services = new Map<string, string>();
  let inServices = false;
  let current: { name: string; lines: string[] } | null = null;
  const flush = () => {
    if (current) services.set(current.name, current.lines.join('\n'));
    current = null;
  };
  for (const line of lines) {
    if (/^\S/.test(line)) {
      flush();
      inServices = line.startsWith('services:');
      continue;
    }
    if (!inServices) continue;
    const service = /^ {2}([\w-]+):\s*(#.*)?$/.exec(line);
    if (service) {
      flush();
      current = { name: service[1], lines: [] };
    } else if (current) {
      (current as { lines: string[] }).lines.push(line);
    }
  }
  flush();
  return services;
}

/** The value of `KEY: value` in a service's environment block (null when absent). */
export function environmentValue(service: string, key: string): string | null {
  const match = new RegExp(`^ {6}${key}:\\s*(.+?)\\s*$`, 'm').exec(service);
  return match ? match[1] : null;
}
