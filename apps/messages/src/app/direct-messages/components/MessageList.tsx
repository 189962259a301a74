import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageView } from '@taskflow/contracts';
import { Button } from '@taskflow/ui';

/** After sending, the list scrolls to the newest message this much later (docs/product-rules.md#timings-and-limits). */
export const SCROLL_AFTER_SEND_MS = 100;
/** Closer than this to the bottom counts as reading the newest messages (new ones keep it at the bottom). */
const NEAR_BOTTOM_PX = 120;

export const StyledMessageScroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.sm};
`;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledEarlier = styled.div`
  display: flex;
  justify-content: center;
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

export interface MessageListProps {
  messages: MessageView[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Changes each time the user sent a message: the list then goes to the bottom. */
  sentCount: number;
  renderMessage: (message: MessageView) => ReactNode;
  empty: ReactNode;
  label: string;
}

/**
 * The messages, oldest first. Opens at the newest; keeps the bottom while the reader is there; "Load earlier
 * messages" adds older ones above without moving what the reader sees.
 */
export function MessageList({
  messages,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  sentCount,
  renderMessage,
  empty,
  label,
}: MessageListProps) {
  const { t } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /** Distance from the bottom before older messages were added above. */
  const keepFromBottom = useRef<number | null>(null);
  const first = messages[0]?.id;
  const last = messages[messages.length - 1]?.id;

  const toBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (nearBottom.current) {
      toBottom();
    }
  }, [first, last, messages.length]);

  useEffect(() => {
    if (sentCount === 0) return undefined;
    nearBottom.current = true;
    const timer = setTimeout(toBottom, SCROLL_AFTER_SEND_MS);
    return () => clearTimeout(timer);
  }, [sentCount]);

  const loadEarlier = () => {
    const element = scroller.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadEarlier();
  };

  return (
    <StyledMessageScroller
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      data-testid="message-scroller"
    >
      {hasEarlier ? (
        <StyledEarlier>
          <Button variant="secondary" size="sm" loading={loadingEarlier} onClick={loadEarlier}>
            {t('direct.loadEarlier')}
          </Button>
        </StyledEarlier>
      ) : null}
      {messages.length === 0 ? (
        empty
      ) : (
        <StyledList aria-label={label}>{messages.map((message) => renderMessage(message))}</StyledList>
      )}
    </StyledMessageScroller>
  );
}
