import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import styled from 'styled-components';
import { matchesQuery } from '../../utils/options';
import { addTags, hasTag } from '../../utils/tags';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import { StyledListbox, StyledOption, StyledOptionText, StyledPopup } from './Listbox.styles';
import { usePopupPosition } from './usePopupPosition';

export interface TagInputProps extends FieldBaseProps {
  /** The tags, in order. */
  value: string[];
  onChange: (tags: string[]) => void;
  /** Accessible name of a tag's remove button, e.g. (tag) => t('tags.remove', { tag }). */
  removeTagLabel: (tag: string) => string;
  /** Existing tags offered while typing (those already added are left out). */
  suggestions?: string[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

export const StyledTagBox = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.errorSubtle : theme.colors.primarySubtle)};
  }
`;

export const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const StyledTag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primaryActive};
  background: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export const StyledTagRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const StyledTagTextInput = styled.input`
  flex: 1;
  min-width: 8ch;
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  outline: none;
`;

/**
 * Free-text tags. Enter or a comma adds the typed tag (pasting "a, b" adds both), leaving the field
 * adds what was typed; tags are trimmed and a tag already present (in any case) or an empty one is
 * ignored. Backspace in the empty input removes the last tag; ArrowLeft moves onto the tags, where
 * Backspace or Delete removes one; each tag has a remove button named by `removeTagLabel`.
 */
export function TagInput({
  label,
  hint,
  error,
  required,
  hideLabel,
  value,
  onChange,
  removeTagLabel,
  suggestions = [],
  placeholder,
  disabled,
  id,
  'aria-describedby': describedBy,
}: TagInputProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const [inputValue, setInputValue] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  const add = (raw: string[]) => {
    const next = addTags(value, raw);
    if (next.length !== value.length) onChange(next);
  };

  const available = useMemo(
    () => suggestions.filter((tag) => !hasTag(value, tag) && matchesQuery(inputValue, tag)),
    [suggestions, value, inputValue],
  );
  const offersSuggestions = suggestions.length > 0;

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<string>({
    selectedItems: value,
    itemToKey: (tag) => tag,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
  });

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<string>({
    items: available,
    inputValue,
    selectedItem: null,
    inputId: ids.controlId,
    labelId: ids.labelId,
    menuId: `${ids.controlId}-suggestions`,
    stateReducer: (_state, { type, changes }) => {
      // Picking a suggestion keeps typing going: the text empties, the input keeps focus.
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) {
        return { ...changes, inputValue: '', isOpen: false };
      }
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: null };
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      if (
        selectedItem &&
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
      ) {
        add([selectedItem]);
      }
    },
    onInputValueChange: ({ inputValue: next, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange && next.includes(',')) {
        const parts = next.split(',');
        const rest = parts.pop() ?? '';
        add(parts);
        setInputValue(rest.trimStart());
        return;
      }
      setInputValue(next);
    },
  });

  const commitTyped = () => {
    if (inputValue.trim()) add([inputValue]);
    setInputValue('');
  };

  // Downshift opens the (possibly empty) menu on click; only a list with entries counts as open.
  const popupOpen = isOpen && available.length > 0;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const suggestionHighlighted = popupOpen && highlightedIndex >= 0;
    if (event.key === 'Enter' && !suggestionHighlighted) {
      (
        event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
      ).preventDownshiftDefault = true;
      // Only a typed tag is taken; Enter in the empty input still submits the form.
      if (!inputValue.trim()) return;
      event.preventDefault();
      commitTyped();
    }
    if (event.key === 'Escape' && popupOpen) event.stopPropagation();
  };

  const { refs, floatingStyles } = usePopupPosition(popupOpen);

  // Backspace and arrow keys act on the tags unless a suggestion list is showing.
  const dropdownProps = getDropdownProps({ ref: inputRef, preventKeyAction: popupOpen });
  const inputProps = getInputProps({
    ...dropdownProps,
    placeholder,
    disabled,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': ids.describedBy,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      handleKeyDown(event);
      dropdownProps.onKeyDown?.(event);
    },
    onBlur: commitTyped,
  });
  // Without suggestions the input is a plain text box, not a combobox.
  const a11yOverrides = offersSuggestions
    ? {}
    : {
        role: undefined,
        'aria-expanded': undefined,
        'aria-autocomplete': undefined,
        'aria-controls': undefined,
        'aria-activedescendant': undefined,
      };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledTagBox ref={refs.setReference} $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledTagList aria-labelledby={ids.labelId}>
          {value.map((tag, index) => (
            <StyledTag key={tag} {...getSelectedItemProps({ selectedItem: tag, index })}>
              <span>{tag}</span>
              {disabled ? null : (
                <StyledTagRemove
                  type="button"
                  aria-label={removeTagLabel(tag)}
                  onClick={(event) => {
                    event.stopPropagation();
                    removeSelectedItem(tag);
                    inputRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </StyledTagRemove>
              )}
            </StyledTag>
          ))}
        </StyledTagList>
        <StyledTagTextInput {...inputProps} {...a11yOverrides} />
      </StyledTagBox>
      <StyledPopup ref={refs.setFloating} style={floatingStyles} $open={popupOpen}>
        <StyledListbox {...getMenuProps({ 'aria-labelledby': ids.labelId })}>
          {isOpen
            ? available.map((tag, index) => (
                <StyledOption
                  key={tag}
                  $highlighted={highlightedIndex === index}
                  $selected={false}
                  $disabled={false}
                  {...getItemProps({ item: tag, index })}
                >
                  <StyledOptionText>{tag}</StyledOptionText>
                </StyledOption>
              ))
            : null}
        </StyledListbox>
      </StyledPopup>
    </Field>
  );
}
