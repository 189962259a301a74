import styled from 'styled-components';

// The look of react-day-picker's month grid (its class names, rdp-*), in the kit's tokens; no stylesheet of its own.
export const StyledDateCalendar = styled.div`
  /* Above a dialog the field may sit in (the calendar is portalled to the end of the page). */
  z-index: ${({ theme }) => theme.zIndices.modal + 1};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  .rdp-root {
    position: relative;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    padding-inline-start: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }

    &:disabled {
      color: ${({ theme }) => theme.colors.textDisabled};
      cursor: not-allowed;
    }
  }

  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }

  .rdp-month_grid {
    border-collapse: collapse;
  }

  .rdp-weekday {
    width: 40px;
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }

  .rdp-day {
    width: 40px;
    height: 40px;
    padding: 0;
    text-align: center;
  }

  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 38px;
    height: 38px;
    padding: 0;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }

    &:disabled {
      cursor: not-allowed;
    }
  }

  .rdp-outside .rdp-day_button {
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  .rdp-today .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }

  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.textDisabled};
    text-decoration: line-through;
  }

  .rdp-hidden {
    visibility: hidden;
  }
`;
