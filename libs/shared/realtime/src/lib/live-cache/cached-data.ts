/**
 * The one place that knows where objects sit inside cached query data. Everything the live cache
 * patches goes through these functions; a shape they do not know makes the caller refetch instead.
 *
 * Known shapes of a list:
 * - a plain array of objects with an `id` (most GET lists);
 * - a wrapper object holding the array under the list's key: `{ messages, hasMore }` (a message page),
 *   `{ conversations, totalUnread }` (the conversation list), `{ comments }`, `{ tasks }`;
 * - an `EntityState` (`{ ids, entities }`, from `createEntityAdapter`), bare or under the list's key;
 * - RTK Query infinite-query data (`{ pages, pageParams }`) whose pages are any of the above.
 * Single objects (a task detail) and objects nested anywhere (a task inside a dashboard answer) are
 * found by their `id` wherever they are.
 */

export type ListKind = 'tasks' | 'comments' | 'messages' | 'conversations' | 'files';
export type DataPath = ReadonlyArray<string | number>;
type AnyRecord = Record<string, unknown>;

/** Where a list keeps its array when the answer wraps it in an object. */
const WRAPPER_KEY: Record<ListKind, string> = {
  tasks: 'tasks',
  comments: 'comments',
  messages: 'messages',
  conversations: 'conversations',
  files: 'files',
};

/** How new items are placed: at the end (the screen sorts), or by `createdAt` in the list's own order. */
export type InsertOrder = 'append' | 'chronological';

interface ArrayList {
  type: 'array';
  path: DataPath;
  items: readonly unknown[];
}
interface EntityList {
  type: 'entities';
  path: DataPath;
  items: readonly unknown[];
}
type ListSlot = ArrayList | EntityList;

export function isRecord(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntityState(value: unknown): value is { ids: Array<string | number>; entities: AnyRecord } {
  return isRecord(value) && Array.isArray(value['ids']) && isRecord(value['entities']);
}

function isInfiniteData(value: unknown): value is { pages: unknown[]; pageParams: unknown[] } {
  return isRecord(value) && Array.isArray(value['pages']) && Array.isArray(value['pageParams']);
}

export function valueAt(data: unknown, path: DataPath): unknown {
  let value = data;
  for (const key of path) value = (value as AnyRecord)[key as string];
  return value;
}

/** Paths of every object whose `id` is wanted, wherever it sits (the objects themselves are not searched). */
export function findObjects(data: unknown, wanted: (id: string) => boolean): DataPath[] {
  const found: DataPath[] = [];
  // One path array, copied only for a find: a board's cache holds thousands of tasks, walked on every move.
  const path: Array<string | number> = [];
  const walk = (value: object) => {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        const item: unknown = value[index];
        if (typeof item !== 'object' || item === null) continue;
        path.push(index);
        walk(item);
        path.pop();
      }
      return;
    }
    const id = (value as AnyRecord)['id'];
    if (typeof id === 'string' && wanted(id)) {
      found.push([...path]);
      return;
    }
    for (const key of Object.keys(value)) {
      const child: unknown = (value as AnyRecord)[key];
      if (typeof child !== 'object' || child === null) continue;
      path.push(key);
      walk(child);
      path.pop();
    }
  };
  if (typeof data === 'object' && data !== null) walk(data);
  return found;
}

export function holds(data: unknown, id: string): boolean {
  return findObjects(data, (candidate) => candidate === id).length > 0;
}

function listSlots(data: unknown, kind: ListKind, path: DataPath = []): ListSlot[] {
  if (Array.isArray(data)) return [{ type: 'array', path, items: data }];
  if (isEntityState(data)) return [{ type: 'entities', path, items: data.ids.map((id) => data.entities[String(id)]) }];
  if (!isRecord(data)) return [];
  if (isInfiniteData(data))
    return data.pages.flatMap((page, index) => listSlots(page, kind, [...path, 'pages', index]));
  const wrapped = data[WRAPPER_KEY[kind]];
  return Array.isArray(wrapped) || isEntityState(wrapped) ? listSlots(wrapped, kind, [...path, WRAPPER_KEY[kind]]) : [];
}

function timeOf(item: unknown): number {
  return isRecord(item) && typeof item['createdAt'] === 'string' ? Date.parse(item['createdAt']) : Number.NaN;
}

/** The page that holds the newest item (a new item belongs there); the first one when all are empty. */
function newestSlot(slots: ListSlot[]): ListSlot {
  let best = slots[0];
  let bestTime = Number.NEGATIVE_INFINITY;
  for (const slot of slots) {
    for (const item of slot.items) {
      const time = timeOf(item);
      if (time > bestTime) {
        best = slot;
        bestTime = time;
      }
    }
  }
  return best;
}

/** Where `item` goes: by createdAt, keeping the list's order (oldest first unless it is visibly newest first). */
function insertIndex(items: readonly unknown[], item: unknown, order: InsertOrder): number {
  const time = timeOf(item);
  if (order === 'append' || Number.isNaN(time)) return items.length;
  const newestFirst = items.length >= 2 && timeOf(items[0]) > timeOf(items[items.length - 1]);
  if (newestFirst) {
    const index = items.findIndex((other) => timeOf(other) < time);
    return index === -1 ? items.length : index;
  }
  for (let index = items.length - 1; index >= 0; index -= 1) if (!(timeOf(items[index]) > time)) return index + 1;
  return 0;
}

/**
 * A recipe that adds `item` to the list of that kind in the data, or null when the data has no such list.
 * The caller checks first that the item is not there yet.
 */
export function insertRecipe(
  data: unknown,
  kind: ListKind,
  item: { id: string },
  order: InsertOrder,
): ((draft: unknown) => void) | null {
  const slots = listSlots(data, kind);
  if (slots.length === 0) return null;
  const slot = newestSlot(slots);
  const index = insertIndex(slot.items, item, order);
  return (draft) => {
    const target = valueAt(draft, slot.path);
    if (slot.type === 'array') {
      (target as unknown[]).splice(index, 0, item);
    } else {
      const state = target as { ids: Array<string | number>; entities: AnyRecord };
      state.entities[item.id] = item;
      state.ids.splice(index, 0, item.id);
    }
  };
}

/**
 * A recipe that removes every object with that id from the lists holding it, or null when one of them
 * cannot be removed (it is the whole answer, or a field of an object).
 */
export function removeRecipe(data: unknown, id: string): ((draft: unknown) => void) | null {
  const paths = findObjects(data, (candidate) => candidate === id);
  const removals = paths.map((path) => {
    const parentPath = path.slice(0, -1);
    const parent = valueAt(data, parentPath);
    const last = path[path.length - 1];
    if (Array.isArray(parent)) return { kind: 'array' as const, parentPath, index: last as number };
    const owner = parentPath.length > 0 ? valueAt(data, parentPath.slice(0, -1)) : undefined;
    if (parentPath[parentPath.length - 1] === 'entities' && isEntityState(owner))
      return { kind: 'entity' as const, parentPath: parentPath.slice(0, -1), index: last };
    return null;
  });
  if (removals.length === 0 || removals.some((removal) => removal === null)) return null;
  return (draft) => {
    // Back to front, so earlier indexes of the same array stay valid.
    for (const removal of [...removals].reverse()) {
      if (!removal) continue;
      const parent = valueAt(draft, removal.parentPath);
      if (removal.kind === 'array') {
        (parent as unknown[]).splice(removal.index, 1);
      } else {
        const state = parent as { ids: Array<string | number>; entities: AnyRecord };
        delete state.entities[String(removal.index)];
        const at = state.ids.findIndex((entityId) => String(entityId) === String(removal.index));
        if (at !== -1) state.ids.splice(at, 1);
      }
    }
  };
}

/**
 * A recipe that writes `fields` into every object with that id, but only the fields the object already has
 * (a reference like `{ id, title }` stays a reference); null when the data holds no such object.
 */
export function mergeRecipe(data: unknown, id: string, fields: AnyRecord): ((draft: unknown) => void) | null {
  const paths = findObjects(data, (candidate) => candidate === id);
  if (paths.length === 0) return null;
  return (draft) => {
    for (const path of paths) {
      const target = valueAt(draft, path) as AnyRecord;
      for (const [key, value] of Object.entries(fields)) if (key !== 'id' && key in target) target[key] = value;
    }
  };
}

/** Applies `change` to every object with one of the ids; null when the data holds none of them. */
export function updateRecipe(
  data: unknown,
  wanted: (id: string) => boolean,
  change: (target: AnyRecord) => void,
): ((draft: unknown) => void) | null {
  const paths = findObjects(data, wanted);
  if (paths.length === 0) return null;
  return (draft) => {
    for (const path of paths) change(valueAt(draft, path) as AnyRecord);
  };
}

/** Paths of the objects with that id, with the array holding each (when it is in an array). */
export function objectsWithParents(data: unknown, id: string): Array<{ path: DataPath; parentPath: DataPath | null }> {
  return findObjects(data, (candidate) => candidate === id).map((path) => ({
    path,
    parentPath: Array.isArray(valueAt(data, path.slice(0, -1))) ? path.slice(0, -1) : null,
  }));
}
