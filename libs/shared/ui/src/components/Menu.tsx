import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '@taskflow/ui-core';

export interface MenuItem {
  id: string;
  /** Visible text and accessible name of the item, e.g. "In progress". */
  label: string;
  onSelect: () => void;
  /** Shown but not choosable (e.g. the column the card is already in). */
  disabled?: boolean;
  /** 'danger' colours a destructive item. */
  tone?: 'default' | 'danger';
}

export interface MenuProps {
  /** Accessible name of the trigger and the menu, e.g. "Move task Fix login to". */
  label: string;
  items: MenuItem[];
  /** Visible content of the trigger (e.g. an icon or "Move to…"); default the label. */
  trigger?: ReactNode;
  /** Default 'secondary'. */
  triggerVariant?: ButtonVariant;
  /** Default 'sm'. */
  triggerSize?: ButtonSize;
  /** Where the menu opens. Default 'bottom-end'. */
  placement?: Placement;
}

export const StyledMenu = styled.div`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 180px;
  max-width: min(320px, calc(100vw - 16px));
  max-height: 360px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

export const StyledMenuItem = styled.button<{ $danger: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.errorStrong : theme.colors.text)};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus,
  &:hover {
    outline: none;
    background: ${({ theme, $danger }) => ($danger ? theme.colors.errorSubtle : theme.colors.primarySubtle)};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textDisabled};
    background: transparent;
    cursor: not-allowed;
  }
`;

/**
 * A drop-down menu of actions (menu button pattern): the trigger has aria-haspopup and
 * aria-expanded; ArrowDown/ArrowUp move through the items (wrapping), Home/End jump, typing a
 * letter finds an item, Enter or Space chooses, Escape closes and focus returns to the trigger.
 * The Kanban cards use it as the keyboard path for drag and drop ("Move to …").
 */
export function Menu({
  label,
  items,
  trigger,
  triggerVariant = 'secondary',
  triggerSize = 'sm',
  placement = 'bottom-end',
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>(items.map((item) => item.label));
  useEffect(() => {
    labelsRef.current = items.map((item) => item.label);
  }, [items]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    // Escape is handled below, so that it stops at the menu inside a dialog.
    useDismiss(context, { escapeKey: false }),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices: items.flatMap((item, index) => (item.disabled ? [index] : [])),
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    setOpen(false);
    item.onSelect();
  };

  return (
    <>
      <Button
        ref={refs.setReference}
        variant={triggerVariant}
        size={triggerSize}
        aria-label={trigger ? label : undefined}
        {...getReferenceProps({ onKeyDown: closeOnEscape })}
      >
        {trigger ?? label}
      </Button>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <StyledMenu
              ref={refs.setFloating}
              style={floatingStyles}
              aria-label={label}
              {...getFloatingProps({ onKeyDown: closeOnEscape })}
            >
              {items.map((item, index) => (
                <StyledMenuItem
                  key={item.id}
                  ref={(node) => {
                    elementsRef.current[index] = node;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  aria-disabled={item.disabled || undefined}
                  $danger={item.tone === 'danger'}
                  {...getItemProps({ onClick: () => choose(item) })}
                >
                  {item.label}
                </StyledMenuItem>
              ))}
            </StyledMenu>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
