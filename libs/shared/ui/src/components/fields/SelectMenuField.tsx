import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import styled from 'styled-components';
import { controlStyles } from '@taskflow/ui-core';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import { StyledFieldControl } from './Field.styles';
import { StyledListbox, StyledOption, StyledOptionCheck, StyledOptionText, StyledPopup } from './Listbox.styles';
import type { SelectOption } from './SelectField';
import { usePopupPosition } from './usePopupPosition';

export interface SelectMenuFieldProps extends FieldBaseProps {
  options: SelectOption[];
  /** The value of the current choice. */
  value: string;
  /** Called once per committed choice (Enter, Space or a click on an option), never for options only moved over. */
  onChange: (value: string) => void;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

export const StyledSelectMenuButton = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${({ theme, $invalid }) => controlStyles(theme, $invalid)}
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  user-select: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  pointer-events: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const itemToString = (item: SelectOption | null) => item?.label ?? '';

// Leaving the field (Tab, a click elsewhere) closes the list without choosing: only Enter, Space or a click commit.
function stateReducer(
  state: UseSelectState<SelectOption>,
  { type, changes }: UseSelectStateChangeOptions<SelectOption>,
): Partial<UseSelectState<SelectOption>> {
  if (type === useSelect.stateChangeTypes.ToggleButtonBlur) return { ...changes, selectedItem: state.selectedItem };
  return changes;
}

/**
 * A select for choices that apply at once, without a Save button (a task's status, the interface language). Unlike a
 * native select, whose arrow keys change the value on every press, the arrows here only move through the open list
 * (ARIA select-only combobox): Enter, Space or a click commit one choice; Escape and Tab leave it unchanged.
 */
export function SelectMenuField({
  label,
  hint,
  error,
  required,
  hideLabel,
  options,
  value,
  onChange,
  disabled = false,
  id,
  'aria-describedby': describedBy,
}: SelectMenuFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<SelectOption>({
    items: options,
    itemToString,
    itemToKey: (item) => item?.value,
    selectedItem,
    toggleButtonId: ids.controlId,
    labelId: ids.labelId,
    menuId: `${ids.controlId}-listbox`,
    isItemDisabled: (item) => Boolean(item.disabled),
    stateReducer,
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (item && item.value !== value) onChange(item.value);
    },
  });
  const { refs, floatingStyles } = usePopupPosition(isOpen);

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledFieldControl ref={refs.setReference}>
        <StyledSelectMenuButton
          $invalid={Boolean(error)}
          $disabled={disabled}
          {...getToggleButtonProps({
            disabled,
            'aria-disabled': disabled || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-required': required ? true : undefined,
            'aria-describedby': ids.describedBy,
            onKeyDown: (event) => {
              // An open list owns Escape; a closed one lets it close the surrounding dialog.
              if (event.key === 'Escape' && isOpen) event.stopPropagation();
            },
          })}
        >
          {selectedItem?.label ?? ''}
        </StyledSelectMenuButton>
        <StyledChevron aria-hidden="true">▾</StyledChevron>
      </StyledFieldControl>
      <StyledPopup ref={refs.setFloating} style={floatingStyles} $open={isOpen}>
        <StyledListbox {...getMenuProps()}>
          {isOpen
            ? options.map((option, index) => {
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
                    <StyledOptionText>{option.label}</StyledOptionText>
                  </StyledOption>
                );
              })
            : null}
        </StyledListbox>
      </StyledPopup>
    </Field>
  );
}
