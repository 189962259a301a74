const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a join, leave or typing event: sent as the id itself or as `{ [key]: id }`; null when not a uuid. */
export function roomTarget(body: unknown, key: 'taskId' | 'projectId' | 'conversationId'): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : body;
  return typeof value === 'string' && UUID.test(value) ? value : null;
}
