import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from './Field';
import { controlStyles } from '@taskflow/ui-core';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<ComponentPropsWithRef<'select'>, 'required' | 'children' | 'multiple'>, FieldBaseProps {
  options: SelectOption[];
  /** Text of an empty first option (value ''), e.g. t('fields.choose'). */
  placeholder?: string;
}

export const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${({ theme, $invalid }) => controlStyles(theme, $invalid)}
  padding-right: ${({ theme }) => theme.space.xxl};
  appearance: none;
  cursor: pointer;
  /* A chevron drawn with two gradients, in the muted text colour. */
  background-image:
    linear-gradient(45deg, transparent 50%, ${({ theme }) => theme.colors.textMuted} 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.textMuted} 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

/** A labelled native select: the best keyboard, screen-reader and phone support there is. */
export function SelectField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledSelect id={ids.controlId} $invalid={Boolean(error)} {...fieldAria(ids, { error, required })} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Field>
  );
}
