import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { markdownParser } from './markdown-parser';
import { renderTokens, type MentionNameResolver } from './render-tokens';
import { StyledFormattedText } from './FormattedText.styles';

export interface FormattedTextProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The source as the author wrote it (Markdown subset with mention tokens). */
  text: string;
  /** The person's current name for a mentioned id; without an answer the name stored in the token shows. */
  mentionName?: MentionNameResolver;
}

/**
 * Descriptions, comments and messages as formatted text: bold, italics, lists, links, code and mentions.
 * Never raw HTML: the source is parsed with HTML off and rendered as React elements.
 */
export function FormattedText({ text, mentionName, ...rest }: FormattedTextProps) {
  const tokens = useMemo(() => markdownParser.parse(text, {}), [text]);
  return <StyledFormattedText {...rest}>{renderTokens(tokens, mentionName)}</StyledFormattedText>;
}
