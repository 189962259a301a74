import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from './Field';
import { controlStyles } from '@taskflow/ui-core';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'required'>, FieldBaseProps {
  /** Visible lines. Default 4. */
  rows?: number;
}

export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${({ theme, $invalid }) => controlStyles(theme, $invalid)}
  resize: vertical;
`;

/** A labelled multi-line text input with hint and per-field error. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledTextArea
        id={ids.controlId}
        rows={rows}
        $invalid={Boolean(error)}
        {...fieldAria(ids, { error, required })}
        {...rest}
      />
    </Field>
  );
}
