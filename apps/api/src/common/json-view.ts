/**
 * A field of an answer's view as PostgreSQL writes it into JSON: the SQL expression, typed by the view field's type.
 * `T` only types the map (a boolean column cannot fill a text field, an object must have every field of its view).
 */
export interface JsonColumn<T> {
  readonly sql: string;
  /** Never set: carries the type the expression writes. */
  readonly writes?: T;
}

/** Every field of the view `V`, in the answer's order, as the expression that writes it. */
export type JsonColumns<V> = { readonly [K in keyof V]-?: JsonColumn<V[K]> };

const column = <T>(sql: string): JsonColumn<T> => ({ sql });

/** Text, uuid or a string union (varchar), written as a JSON string. */
export const text = <T extends string = string>(sql: string) => column<T>(sql);

export const flag = (sql: string) => column<boolean>(sql);

/** An integer column, written as a JSON number. */
export const integer = (sql: string) => column<number>(sql);

/** A json or jsonb column, written as the JSON value it holds. */
export const json = <T>(sql: string) => column<T>(sql);

/** A numeric column as a JSON number written like JavaScript writes it (3, not 3.0). */
export const decimal = (sql: string) => column<number>(`CAST(${sql} AS float8)`);

/** A date column as its `YYYY-MM-DD` text. */
export const day = (sql: string) => column<string>(`to_char(${sql}, 'YYYY-MM-DD')`);

/** A timestamp as the ISO 8601 text of `Date.toISOString()` (UTC, ms). */
export const timestamp = (sql: string) =>
  column<string>(`to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A column that may be null (SQL NULL is written as JSON null). */
export const nullable = <T>(inner: JsonColumn<T>) => column<T | null>(inner.sql);

/** A text column that may be null, written as '' instead. */
export const orEmpty = (sql: string) => column<string>(`coalesce(${sql}, '')`);

/** A nested object of the view. */
export function object<V>(fields: JsonColumns<V>): JsonColumn<V> {
  const pairs = (Object.entries(fields) as [string, JsonColumn<unknown>][]).map(
    ([key, field]) => `'${key}', ${field.sql}`,
  );
  return column<V>(`json_build_object(${pairs.join(', ')})`);
}

/** A nested object while `condition` holds, null otherwise (e.g. an optional relation). */
export function objectWhen<V>(condition: string, fields: JsonColumns<V>): JsonColumn<V | null> {
  return column<V | null>(`CASE WHEN ${condition} THEN ${object(fields).sql} END`);
}
