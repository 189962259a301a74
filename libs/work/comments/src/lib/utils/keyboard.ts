/** Ctrl+Enter (⌘+Enter on a Mac) sends a comment; plain Enter is a new line. */
export function isSendShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
