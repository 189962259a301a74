import { mentionToken } from '@taskflow/contracts';

/** The `@` word being typed right before the caret: where it starts and what follows the `@`. */
export interface MentionQuery {
  start: number;
  text: string;
}

const TYPED_MENTION = /(^|\s)@([^\s@[\]()]{0,40})$/;

export function mentionQueryAt(value: string, caret: number): MentionQuery | null {
  const match = TYPED_MENTION.exec(value.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2].length - 1, text: match[2] };
}

/** The value with the typed `@query` replaced by the person's token and a space; the caret goes after it. */
export function insertMention(
  value: string,
  caret: number,
  query: MentionQuery,
  person: { id: string; name: string },
): { value: string; caret: number } {
  const inserted = `${mentionToken(person.id, person.name)} `;
  return {
    value: value.slice(0, query.start) + inserted + value.slice(caret),
    caret: query.start + inserted.length,
  };
}

/** Names starting with the query first, then names containing it (case-insensitive). */
export function matchingPeople<P extends { name: string }>(people: P[], query: string, limit = 8): P[] {
  const wanted = query.toLocaleLowerCase();
  const starts = people.filter((person) =>
    person.name
      .toLocaleLowerCase()
      .split(/\s+/)
      .some((part) => part.startsWith(wanted)),
  );
  const contains = people.filter(
    (person) => !starts.includes(person) && person.name.toLocaleLowerCase().includes(wanted),
  );
  return [...starts, ...contains].slice(0, limit);
}
