import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, useFieldIds } from './Field';
import { StyledFieldHint } from './Field.styles';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'value' | 'role' | 'children'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shows that a change is being saved: sets aria-busy and ignores presses. */
  pending?: boolean;
}

export const StyledSwitch = styled.button<{ $checked: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.neutral300)};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transform: translateX(${({ $checked }) => ($checked ? '16px' : '0')});
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &:disabled,
  &[aria-busy='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * A bare on/off switch (role="switch", aria-checked). Space and Enter toggle it, as for any
 * button. Name it with aria-label or aria-labelledby, or use ToggleField.
 */
export function Switch({ checked, onCheckedChange, pending = false, disabled, onClick, ...rest }: SwitchProps) {
  return (
    <StyledSwitch
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={pending || undefined}
      disabled={disabled}
      $checked={checked}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !pending) onCheckedChange(!checked);
      }}
      {...rest}
    />
  );
}

export interface ToggleFieldProps extends Omit<SwitchProps, 'aria-labelledby'> {
  /** Visible label, the switch's accessible name (translated). */
  label: string;
  /** Text under the label, e.g. what the setting does; linked through aria-describedby. */
  hint?: ReactNode;
  error?: string;
}

export const StyledToggleField = styled.div`
  display: flex;
  flex-direction: column;
`;

export const StyledToggleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledToggleLabel = styled.label<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textDisabled : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** A setting row: label (and hint) on the left, a switch on the right. Clicking the label toggles too. */
export function ToggleField({
  label,
  hint,
  error,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: ToggleFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <StyledToggleField>
      <StyledToggleRow>
        <div>
          <StyledToggleLabel id={ids.labelId} htmlFor={ids.controlId} $disabled={Boolean(disabled)}>
            {label}
          </StyledToggleLabel>
          {hint ? <StyledFieldHint id={ids.hintId}>{hint}</StyledFieldHint> : null}
        </div>
        <Switch
          id={ids.controlId}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          {...rest}
        />
      </StyledToggleRow>
      <FieldError id={ids.errorId} error={error} />
    </StyledToggleField>
  );
}
