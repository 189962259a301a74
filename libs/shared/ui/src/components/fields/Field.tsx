import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '@taskflow/ui-core';
import {
  StyledField,
  StyledFieldError,
  StyledFieldErrorRegion,
  StyledFieldHint,
  StyledFieldLabel,
  StyledFieldLabelRow,
  StyledRequiredMarker,
} from './Field.styles';

/** Props every field shares. All text is passed in translated. */
export interface FieldBaseProps {
  /** Visible label; also the control's accessible name. */
  label: string;
  /** Help text under the control, linked through aria-describedby. */
  hint?: ReactNode;
  /** Error message: sets aria-invalid, is linked through aria-describedby and announced. */
  error?: string;
  /**
   * Shows a required marker and sets aria-required. Deliberately not the native `required`
   * attribute: the forms validate themselves and show translated per-field errors.
   */
  required?: boolean;
  /** Keeps the label for screen readers only, e.g. a filter select in a toolbar. */
  hideLabel?: boolean;
}

export interface FieldIds {
  /** id of the control (the label points at it). */
  controlId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Value for the control's aria-describedby (hint, error and any ids the caller passed). */
  describedBy: string | undefined;
}

/** Stable ids linking a control to its label, hint and error. */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string;
  describedBy?: string;
}): FieldIds {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

/** aria-invalid / aria-required / aria-describedby for a control. */
export const fieldAria = (ids: FieldIds, { error, required }: Pick<FieldBaseProps, 'error' | 'required'>) => ({
  'aria-invalid': error ? true : undefined,
  'aria-required': required ? true : undefined,
  'aria-describedby': ids.describedBy,
});

export interface FieldProps extends FieldBaseProps {
  ids: FieldIds;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of every field: label (with required marker), the control, hint and error.
 * Use it for custom controls too, so they look and announce like the rest.
 */
export function Field({ ids, label, hint, error, required, hideLabel = false, children, className }: FieldProps) {
  const labelElement = (
    <StyledFieldLabel id={ids.labelId} htmlFor={ids.controlId}>
      {label}
    </StyledFieldLabel>
  );
  return (
    <StyledField className={className}>
      {hideLabel ? (
        <VisuallyHidden>{labelElement}</VisuallyHidden>
      ) : (
        <StyledFieldLabelRow>
          {labelElement}
          {required ? <StyledRequiredMarker aria-hidden="true">*</StyledRequiredMarker> : null}
        </StyledFieldLabelRow>
      )}
      {children}
      {hint ? <StyledFieldHint id={ids.hintId}>{hint}</StyledFieldHint> : null}
      <FieldError id={ids.errorId} error={error} />
    </StyledField>
  );
}

/**
 * The error under a control. The live region is always rendered, so a message that appears
 * (on blur or submit) is announced; the message itself is what aria-describedby points at.
 */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return (
    <StyledFieldErrorRegion aria-live="polite">
      {error ? <StyledFieldError id={id}>{error}</StyledFieldError> : null}
    </StyledFieldErrorRegion>
  );
}
