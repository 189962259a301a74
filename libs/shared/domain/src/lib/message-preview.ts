import { LAST_MESSAGE_PREVIEW_LENGTH } from '@taskflow/contracts';

const ELLIPSIS = '…';

/**
 * One-line preview of a message (docs/product-rules.md#timings-and-limits): whitespace runs (line breaks
 * included) become one space, and a text longer than 60 characters is cut after its 60th
 * character with '…' added. Characters are counted as code points, so an emoji is never split.
 * Give it the full text: a preview the server already cut to 60 characters gains no '…'.
 */
export function messagePreview(text: string | null | undefined, maxLength = LAST_MESSAGE_PREVIEW_LENGTH): string {
  const oneLine = (text ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  if (characters.length <= maxLength) return oneLine;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}
