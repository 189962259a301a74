import type { ReactNode } from 'react';
import { markdownParser } from './markdown-parser';
import { renderTokens, type MentionNameResolver } from './render-tokens';

/** The source parsed (HTML off) and rendered as React elements; loaded apart from the kit (FormattedText). */
export function formattedNodes(text: string, mentionName?: MentionNameResolver): ReactNode[] {
  return renderTokens(markdownParser.parse(text, {}), mentionName);
}
