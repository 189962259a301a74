import { useEffect, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { plainMentions } from '@taskflow/contracts';
import type { MentionNameResolver } from './render-tokens';
import { StyledFormattedText, StyledPlainText } from './FormattedText.styles';

type Formatter = typeof import('./formatted-nodes');

let formatter: Formatter | null = null;
let loadingFormatter: Promise<Formatter> | null = null;

/**
 * The Markdown parser is a chunk of its own, fetched when the first formatted text shows: it is not part of every
 * page's start-up (the JavaScript budget, tools/bench/web-budget.json).
 */
export function loadFormatter(): Promise<Formatter> {
  loadingFormatter ??= import('./formatted-nodes').then((loaded) => (formatter = loaded));
  return loadingFormatter;
}

export interface FormattedTextProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The source as the author wrote it (Markdown subset with mention tokens). */
  text: string;
  /** The person's current name for a mentioned id; without an answer the name stored in the token shows. */
  mentionName?: MentionNameResolver;
}

/**
 * Descriptions, comments and messages as formatted text: bold, italics, lists, links, code and mentions.
 * Never raw HTML: the source is parsed with HTML off and rendered as React elements. Until the parser has loaded
 * (the first formatted text of a visit) the text shows as written, mentions as names.
 */
export function FormattedText({ text, mentionName, ...rest }: FormattedTextProps) {
  const [loaded, setLoaded] = useState<Formatter | null>(formatter);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loadFormatter().then((module) => current && setLoaded(module));
    return () => {
      current = false;
    };
  }, [loaded]);
  const nodes = useMemo(() => loaded?.formattedNodes(text, mentionName) ?? null, [loaded, text, mentionName]);
  return (
    <StyledFormattedText {...rest}>
      {nodes ?? <StyledPlainText>{plainMentions(text)}</StyledPlainText>}
    </StyledFormattedText>
  );
}
