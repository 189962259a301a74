import markdownIt, { type MarkdownIt, type StateInline } from 'markdown-it';
import { MENTION_TOKEN_SOURCE } from '@taskflow/contracts';

// The safe subset: paragraphs and line breaks, bold, italics, lists, links (also bare URLs), inline code
// and code blocks. Everything else (headings, tables, images, quotes, raw HTML) stays plain text.
const ENABLED_RULES = [
  'emphasis',
  'list',
  'link',
  'linkify',
  'backticks',
  'code',
  'fence',
  'newline',
  'escape',
  'entity',
];

const MENTION_AT_START = new RegExp(`^${MENTION_TOKEN_SOURCE}`);

function mentionRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */) return false;
  const match = MENTION_AT_START.exec(state.src.slice(state.pos));
  if (!match) return false;
  if (!silent) {
    const token = state.push('mention', '', 0);
    token.meta = { name: match[1], userId: match[2].toLowerCase() };
  }
  state.pos += match[0].length;
  return true;
}

function createParser(): MarkdownIt {
  const md = markdownIt('zero', { html: false, linkify: true, breaks: true });
  md.enable(ENABLED_RULES);
  md.inline.ruler.before('link', 'mention', mentionRule);
  return md;
}

export const markdownParser = createParser();

const SAFE_LINK = /^(https?:|mailto:)/i;

/** Only web and mail links become links; markdown-it already refuses javascript:, data: and the like. */
export function isSafeHref(href: string | null | undefined): href is string {
  return !!href && SAFE_LINK.test(href);
}
