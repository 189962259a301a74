import { useCallback, useEffect, useRef, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../icons';
import { Input } from '@taskflow/ui-core';
import { VisuallyHidden } from '@taskflow/ui-core';
import { useFieldIds } from './Field';

export interface SearchFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange' | 'size'> {
  /** Accessible name, e.g. "Search projects" (visually hidden; the placeholder shows a hint). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Pressing "/" anywhere outside a text field focuses this search. Default true. */
  slashShortcut?: boolean;
}

export const StyledSearchField = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;

  input {
    padding-left: ${({ theme }) => theme.space.xxl};
  }
`;

export const StyledSearchIcon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  display: flex;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const isEditable = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * The search box that opens a list toolbar (type="search", Escape clears it natively). "/" focuses
 * it from anywhere on the page, unless the user is typing in a field or a dialog is open.
 */
export function SearchField({ label, value, onChange, slashShortcut = true, id, ref, ...rest }: SearchFieldProps) {
  const ids = useFieldIds({ id });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useEffect(() => {
    if (!slashShortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(document.activeElement) || document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [slashShortcut]);

  return (
    <StyledSearchField>
      <VisuallyHidden as="label" htmlFor={ids.controlId}>
        {label}
      </VisuallyHidden>
      <StyledSearchIcon aria-hidden="true">
        <SearchIcon />
      </StyledSearchIcon>
      <Input
        ref={mergedRef}
        id={ids.controlId}
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-keyshortcuts={slashShortcut ? '/' : undefined}
        {...rest}
      />
    </StyledSearchField>
  );
}
