import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from './Badge';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Unread count shown next to the label; hidden at 0. */
  badge?: number;
}

export interface TabsProps<Id extends string> {
  tabs: TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  ariaLabel: string;
  /** Prefix for the ids linking each tab to its panel. */
  idPrefix: string;
}

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const StyledTab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  margin-bottom: -1px;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A tab list as the WAI-ARIA tabs pattern has it: one Tab stop (the selected tab), ArrowLeft/ArrowRight (wrapping),
 * Home and End move and select; Tab then goes on to the panel. Render the selected tab's panel with `TabPanel`.
 */
export function Tabs<Id extends string>({ tabs, value, onChange, ariaLabel, idPrefix }: TabsProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    onChange(next.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(idPrefix, next.id)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusTab(moves[event.key]);
  };

  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the arrow keys bubble up from the tabs, which take the focus (roving tabindex)
    <StyledTabList role="tablist" aria-label={ariaLabel} ref={listRef} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <StyledTab
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={selected ? 0 : -1}
            $selected={selected}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.badge ? <Badge count={tab.badge} /> : null}
          </StyledTab>
        );
      })}
    </StyledTabList>
  );
}

/** The selected tab's panel: the next Tab stop after the tab list, so its content is reached by Tab from the tabs. */
export function TabPanel({ idPrefix, tabId: id, children }: { idPrefix: string; tabId: string; children: ReactNode }) {
  return (
    <StyledTabPanel role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0}>
      {children}
    </StyledTabPanel>
  );
}
