import { RequestValidationException } from '../errors/request-validation.exception';
import { BOARD_CURSOR_MESSAGE } from './task-board.dto';

/**
 * Where a board column's next page starts: the last card's place in the board's order (due day, creation time as
 * PostgreSQL writes it, to the microsecond, and id). Opaque to clients; a cursor that is not one answers 400.
 */
export interface BoardCursor {
  due: string | null;
  created: string;
  id: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeBoardCursor(cursor: BoardCursor): string {
  return Buffer.from(JSON.stringify([cursor.due, cursor.created, cursor.id])).toString('base64url');
}

export function decodeBoardCursor(text: string): BoardCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (Array.isArray(parts) && parts.length === 3) {
    const [due, created, id] = parts as unknown[];
    const dueOk = due === null || (typeof due === 'string' && DAY.test(due));
    if (dueOk && typeof created === 'string' && TIMESTAMP.test(created) && typeof id === 'string' && UUID.test(id))
      return { due: due as string | null, created, id };
  }
  throw RequestValidationException.of('cursor', 'INVALID_FORMAT', BOARD_CURSOR_MESSAGE);
}
