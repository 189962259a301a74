import type { ReactNode } from 'react';
import type { Token } from 'markdown-it';
import { isSafeHref } from './markdown-parser';
import { StyledCodeBlock, StyledInlineCode, StyledMention } from './FormattedText.styles';

export type MentionNameResolver = (userId: string) => string | undefined;

interface Frame {
  token: Token | null;
  children: ReactNode[];
}

// Builds React elements from markdown-it's token stream (never HTML strings), so nothing the author
// typed can become markup: text stays text, and only the tags listed here can appear.
export function renderTokens(tokens: Token[], resolveName?: MentionNameResolver): ReactNode[] {
  const stack: Frame[] = [{ token: null, children: [] }];
  const top = () => stack[stack.length - 1];
  tokens.forEach((token, index) => {
    if (token.nesting === 1) {
      stack.push({ token, children: [] });
      return;
    }
    if (token.nesting === -1) {
      const frame = stack.pop();
      if (frame?.token) top().children.push(closeFrame(frame.token, frame.children, index));
      return;
    }
    top().children.push(renderLeaf(token, index, resolveName));
  });
  return top().children;
}

function closeFrame(token: Token, children: ReactNode[], key: number): ReactNode {
  switch (token.type) {
    case 'paragraph_open':
      // Paragraphs inside tight list items are hidden: their text sits in the item directly.
      return token.hidden ? children : <p key={key}>{children}</p>;
    case 'bullet_list_open':
      return <ul key={key}>{children}</ul>;
    case 'ordered_list_open': {
      const start = Number(token.attrGet('start') ?? 1);
      return (
        <ol key={key} start={Number.isFinite(start) && start !== 1 ? start : undefined}>
          {children}
        </ol>
      );
    }
    case 'list_item_open':
      return <li key={key}>{children}</li>;
    case 'strong_open':
      return <strong key={key}>{children}</strong>;
    case 'em_open':
      return <em key={key}>{children}</em>;
    case 'link_open': {
      const href = String(token.attrGet('href') ?? '');
      if (!isSafeHref(href)) return <span key={key}>{children}</span>;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    default:
      return <span key={key}>{children}</span>;
  }
}

function renderLeaf(token: Token, key: number, resolveName?: MentionNameResolver): ReactNode {
  switch (token.type) {
    case 'inline':
      return renderTokens(token.children ?? [], resolveName);
    case 'text':
    case 'text_special':
      return token.content;
    case 'softbreak':
    case 'hardbreak':
      return <br key={key} />;
    case 'code_inline':
      return <StyledInlineCode key={key}>{token.content}</StyledInlineCode>;
    case 'code_block':
    case 'fence':
      return (
        <StyledCodeBlock key={key}>
          <code>{token.content.replace(/\n$/, '')}</code>
        </StyledCodeBlock>
      );
    case 'mention': {
      const { userId, name } = token.meta as { userId: string; name: string };
      return (
        <StyledMention key={key} data-user-id={userId}>
          @{resolveName?.(userId) ?? name}
        </StyledMention>
      );
    }
    default:
      return token.content || null;
  }
}
