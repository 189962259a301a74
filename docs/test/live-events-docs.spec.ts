import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@taskflow/contracts';

const PAGE = fs.readFileSync(path.join(__dirname, '../live-events.md'), 'utf8');

/** The text of one `## ` section of the page. */
const section = (heading: string) => PAGE.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';

/** Event names as the page writes them: `name:with:colons` in backticks. */
const namesIn = (text: string) => new Set([...text.matchAll(/`([a-z_]+(?::[a-z_]+)+)`/g)].map((match) => match[1]));

describe('docs/live-events.md', () => {
  const toServer = namesIn(section('Browser → server'));
  const toBrowser = namesIn(section('Server → browser'));

  it('describes every event the browser sends', () => {
    expect(Object.values(CLIENT_EVENTS).filter((name) => !toServer.has(name))).toEqual([]);
  });

  it('describes every event the server sends', () => {
    expect(Object.values(SERVER_EVENTS).filter((name) => !toBrowser.has(name))).toEqual([]);
  });

  it('names no event the contracts do not have', () => {
    const known = new Set<string>([...Object.values(CLIENT_EVENTS), ...Object.values(SERVER_EVENTS)]);
    expect([...toServer, ...toBrowser].filter((name) => !known.has(name))).toEqual([]);
  });
});
