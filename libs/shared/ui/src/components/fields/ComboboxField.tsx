import { useMemo, useState, type FocusEventHandler } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import styled from 'styled-components';
import { groupItems, matchesQuery } from '../../utils/options';
import { VisuallyHidden } from '@taskflow/ui-core';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import { controlStyles } from '@taskflow/ui-core';
import { StyledFieldControl } from './Field.styles';
import {
  StyledGroupLabel,
  StyledListbox,
  StyledOption,
  StyledOptionCheck,
  StyledOptionSecondary,
  StyledOptionText,
  StyledPopup,
  StyledPopupEmpty,
} from './Listbox.styles';
import { usePopupPosition } from './usePopupPosition';

export interface ComboboxOption {
  value: string;
  /** Text shown and matched; the input shows it once chosen. */
  label: string;
  /** Secondary line, e.g. the customer of a project or a person's email; also matched. */
  description?: string;
  /** Options with the same group are listed together under this heading. */
  group?: string;
  disabled?: boolean;
}

export interface ComboboxFieldProps extends FieldBaseProps {
  options: ComboboxOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  /** Called with the chosen value, or null when the text is cleared. */
  onChange: (value: string | null) => void;
  /** Shown (and announced) when nothing matches the typed text. */
  noResultsText: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  'aria-describedby'?: string;
  /** Custom matching; default: every typed word occurs in the label or description. */
  filter?: (option: ComboboxOption, query: string) => boolean;
}

export const StyledComboboxInput = styled.input<{ $invalid: boolean }>`
  ${({ theme, $invalid }) => controlStyles(theme, $invalid)}
  padding-right: ${({ theme }) => theme.space.xxl};
`;

export const StyledComboboxChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  pointer-events: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const defaultFilter = (option: ComboboxOption, query: string) => matchesQuery(query, option.label, option.description);

const itemToString = (item: ComboboxOption | null) => item?.label ?? '';

/**
 * A searchable single choice (ARIA combobox with a listbox). Typing filters the options;
 * ArrowDown/ArrowUp move, Enter chooses, Escape closes the list (a second Escape reaches the
 * surrounding dialog); clearing the text clears the value; leaving restores the chosen label.
 */
export function ComboboxField({
  label,
  hint,
  error,
  required,
  hideLabel,
  options,
  value,
  onChange,
  noResultsText,
  placeholder,
  disabled,
  id,
  name,
  onBlur,
  'aria-describedby': describedBy,
  filter = defaultFilter,
}: ComboboxFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState('');

  const { ordered, groups } = useMemo(
    () => groupItems(query ? options.filter((option) => filter(option, query)) : options),
    [options, query, filter],
  );

  const stateReducer = (
    state: UseComboboxState<ComboboxOption>,
    { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
  ): Partial<UseComboboxState<ComboboxOption>> => {
    switch (type) {
      // A closed combobox keeps its value on Escape, so the Escape can close a dialog instead.
      case useCombobox.stateChangeTypes.InputKeyDownEscape:
        return state.isOpen ? { ...changes, inputValue: itemToString(state.selectedItem) } : state;
      // Leaving without choosing puts the chosen label back instead of half-typed text.
      case useCombobox.stateChangeTypes.InputBlur:
        return changes.selectedItem !== state.selectedItem || !state.inputValue
          ? changes
          : { ...changes, inputValue: itemToString(state.selectedItem) };
      default:
        return changes;
    }
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<ComboboxOption>({
    items: ordered,
    itemToString,
    selectedItem,
    // Downshift owns the text: a controlled inputValue renders the old text first and loses fast keystrokes
    // (downshift-js/downshift#1108). A changed value (by key, not object) still shows its label.
    initialInputValue: itemToString(selectedItem),
    itemToKey: (item) => item?.value ?? null,
    inputId: ids.controlId,
    labelId: ids.labelId,
    menuId: `${ids.controlId}-listbox`,
    isItemDisabled: (item) => Boolean(item.disabled),
    stateReducer,
    onInputValueChange: ({ inputValue: next, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) {
        setQuery(next);
        if (next.trim() === '' && value !== null) onChange(null);
      }
    },
    onSelectedItemChange: ({ selectedItem: item }) => onChange(item?.value ?? null),
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery('');
    },
  });

  const { refs, floatingStyles } = usePopupPosition(isOpen);
  const showEmpty = isOpen && ordered.length === 0;

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledFieldControl ref={refs.setReference}>
        <StyledComboboxInput
          $invalid={Boolean(error)}
          {...getInputProps({
            name,
            placeholder,
            disabled,
            onBlur,
            autoComplete: 'off',
            'aria-invalid': error ? true : undefined,
            'aria-required': required ? true : undefined,
            'aria-describedby': ids.describedBy,
            onKeyDown: (event) => {
              // An open list owns Escape; don't let it also close the surrounding dialog.
              if (event.key === 'Escape' && isOpen) event.stopPropagation();
            },
          })}
        />
        <StyledComboboxChevron aria-hidden="true">▾</StyledComboboxChevron>
      </StyledFieldControl>
      <StyledPopup ref={refs.setFloating} style={floatingStyles} $open={isOpen}>
        <StyledListbox {...getMenuProps({ 'aria-labelledby': ids.labelId })}>
          {isOpen
            ? groups.map((group) => {
                const groupId = `${ids.controlId}-group-${group.start}`;
                const groupOptions = group.items.map((option, offset) => {
                  const index = group.start + offset;
                  const selected = option.value === value;
                  return (
                    <StyledOption
                      key={option.value}
                      $highlighted={highlightedIndex === index}
                      $selected={selected}
                      $disabled={Boolean(option.disabled)}
                      {...getItemProps({ item: option, index })}
                    >
                      <StyledOptionCheck aria-hidden="true">{selected ? '✓' : ''}</StyledOptionCheck>
                      <StyledOptionText>
                        <span>{option.label}</span>
                        {option.description ? (
                          <StyledOptionSecondary>{option.description}</StyledOptionSecondary>
                        ) : null}
                      </StyledOptionText>
                    </StyledOption>
                  );
                });
                return group.label ? (
                  <div key={groupId} role="group" aria-labelledby={groupId}>
                    <StyledGroupLabel id={groupId} role="presentation">
                      {group.label}
                    </StyledGroupLabel>
                    {groupOptions}
                  </div>
                ) : (
                  groupOptions
                );
              })
            : null}
        </StyledListbox>
        {showEmpty ? <StyledPopupEmpty aria-hidden="true">{noResultsText}</StyledPopupEmpty> : null}
      </StyledPopup>
      <VisuallyHidden aria-live="polite">{showEmpty ? noResultsText : ''}</VisuallyHidden>
    </Field>
  );
}
