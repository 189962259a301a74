// Pulls the DefaultTheme augmentation into every program that uses the lib (type-only, erased at build).
import type {} from './styled.d';

// The TaskFlow design tokens: a calm, professional palette around an indigo primary.
// Every styled component reads from this object through the styled-components theme.

const breakpoints = {
  /** Small phones and up. Below `tablet` counts as mobile. */
  mobile: 480,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
};

export const lightTheme = {
  colors: {
    primary: '#4F46E5',
    primaryHover: '#4338CA',
    primaryActive: '#3730A3',
    primarySubtle: '#EEF2FF',
    onPrimary: '#FFFFFF',

    neutral50: '#F8FAFC',
    neutral100: '#F1F5F9',
    neutral200: '#E2E8F0',
    neutral300: '#CBD5E1',
    neutral400: '#94A3B8',
    neutral500: '#64748B',
    neutral600: '#475569',
    neutral700: '#334155',
    neutral800: '#1E293B',
    neutral900: '#0F172A',

    success: '#16A34A',
    successStrong: '#15803D',
    successSubtle: '#F0FDF4',
    error: '#DC2626',
    errorStrong: '#B91C1C',
    errorSubtle: '#FEF2F2',
    warning: '#D97706',
    warningStrong: '#B45309',
    warningSubtle: '#FFFBEB',
    info: '#2563EB',
    infoStrong: '#1D4ED8',
    infoSubtle: '#EFF6FF',
    onStatus: '#FFFFFF',

    background: '#F8FAFC',
    surface: '#FFFFFF',
    surfaceMuted: '#F1F5F9',
    border: '#E2E8F0',
    borderStrong: '#CBD5E1',
    text: '#0F172A',
    textMuted: '#475569',
    textSubtle: '#596980',
    textDisabled: '#94A3B8',
    focusRing: '#4F46E5',
    overlay: 'rgba(15, 23, 42, 0.45)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    none: '0',
    sm: '4px',
    md: '6px',
    lg: '8px',
    xl: '12px',
    pill: '9999px',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '20px',
    xxl: '24px',
    xxxl: '30px',
    display: '36px',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeights: {
    tight: 1.25,
    normal: 1.5,
  },
  shadows: {
    none: 'none',
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 2px 6px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    lg: '0 10px 24px rgba(15, 23, 42, 0.12), 0 2px 6px rgba(15, 23, 42, 0.06)',
  },
  sizes: {
    containerSm: '640px',
    containerMd: '768px',
    containerLg: '1024px',
    containerXl: '1280px',
    toastWidth: '380px',
    dialogSm: '420px',
    dialogMd: '560px',
    dialogLg: '760px',
    /** Height of a control (input, select, md button). */
    control: '40px',
  },
  zIndices: {
    dropdown: 1000,
    sticky: 1050,
    overlay: 1100,
    modal: 1200,
    toast: 1300,
  },
  transitions: {
    fast: '120ms ease-out',
    normal: '200ms ease-out',
  },
  breakpoints,
  /** Ready-made media queries, e.g. `${({ theme }) => theme.media.mobile} { ... }`. */
  media: {
    mobile: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
    wide: `@media (min-width: ${breakpoints.wide}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
};

export type TaskflowTheme = typeof lightTheme;
export type ThemeColor = keyof TaskflowTheme['colors'];
export type SpaceKey = keyof TaskflowTheme['space'];
export type RadiusKey = keyof TaskflowTheme['radii'];
export type FontSizeKey = keyof TaskflowTheme['fontSizes'];
export type FontWeightKey = keyof TaskflowTheme['fontWeights'];
export type ShadowKey = keyof TaskflowTheme['shadows'];
export type BreakpointKey = keyof TaskflowTheme['breakpoints'];

/** The default theme. */
export const theme: TaskflowTheme = lightTheme;
