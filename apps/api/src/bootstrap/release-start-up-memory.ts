import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Gives back the memory start-up used and no longer needs: loading the modules, the migrations check, the OpenAPI
 * document and, on a first embedded start, PostgreSQL's initdb grow V8's young generation to its maximum (64 MB on a
 * large machine) and leave garbage that V8 keeps while the process idles. One memory-reducing collection once the API
 * listens shrinks the heap to what the running API holds; under load V8 grows it again as it needs.
 */
export function releaseStartUpMemory(): void {
  // `gc` is only defined in contexts made after --expose-gc; the flag does not change this process's own globals.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as CollectGarbage;
  setFlagsFromString('--no-expose-gc');
  collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
