import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Input } from '@taskflow/ui-core';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from './Field';
import { StyledFieldAdornment, StyledFieldControl } from './Field.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'required'>, FieldBaseProps {
  /** Element placed at the right edge inside the field, e.g. a show/hide password button. */
  endAdornment?: ReactNode;
}

/** A labelled text input (text, email, password, url, tel, date …) with hint and per-field error. */
export function TextField({
  label,
  error,
  hint,
  required,
  hideLabel,
  endAdornment,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledFieldControl $hasAdornment={Boolean(endAdornment)}>
        <Input
          id={ids.controlId}
          type={type}
          invalid={Boolean(error)}
          {...fieldAria(ids, { error, required })}
          {...rest}
        />
        {endAdornment ? <StyledFieldAdornment>{endAdornment}</StyledFieldAdornment> : null}
      </StyledFieldControl>
    </Field>
  );
}
