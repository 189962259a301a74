// @taskflow/ui: theme, layout primitives, form controls and the toast system.
// All visible text comes in through props; callers pass translated strings.

// Theme
export {
  lightTheme,
  theme,
  type TaskflowTheme,
  type ThemeColor,
  type SpaceKey,
  type RadiusKey,
  type FontSizeKey,
  type FontWeightKey,
  type ShadowKey,
  type BreakpointKey,
} from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { TaskflowThemeProvider, type TaskflowThemeProviderProps } from './theme/TaskflowThemeProvider';

// Layout and text
export {
  Stack,
  StyledStack,
  type StackProps,
  type StackDirection,
  type StackAlign,
  type StackJustify,
} from './components/Stack';
export { Container, StyledContainer, type ContainerProps, type ContainerSize } from './components/Container';
export { Card, StyledCard, type CardProps } from './components/Card';
export {
  Heading,
  Text,
  StyledHeading,
  StyledText,
  type HeadingProps,
  type HeadingLevel,
  type TextProps,
} from './components/Typography';
export { VisuallyHidden } from './components/VisuallyHidden';

// Feedback
export { Spinner, StyledSpinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { LoadingView, StyledLoadingView, type LoadingViewProps } from './components/LoadingView';
export { StatePanel, StyledStatePanel, type StatePanelProps, type StatePanelVariant } from './components/StatePanel';
export { Badge, StyledBadge, type BadgeProps, type BadgeTone } from './components/Badge';

// Controls
export { Button, StyledButton, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Input, StyledInput, type InputProps } from './components/Input';
export { TextField, type TextFieldProps } from './components/TextField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';

// Toasts
export { ToastProvider, type ToastProviderProps } from './components/toast/ToastProvider';
export { useToast } from './hooks/useToast';
export type { ToastApi, ShowToastOptions, ToastShortcutOptions } from './state/toastContext';
export type { ToastType, Toast } from './state/toastReducer';
export { TOAST_DEFAULT_DURATION_MS, TOAST_EXIT_DURATION_MS } from './constants';

// Utils
export { formatBadgeCount, BADGE_MAX_COUNT } from './utils/formatBadgeCount';

// Navigation
export {
  Tabs,
  TabPanel,
  StyledTab,
  StyledTabList,
  StyledTabPanel,
  type TabItem,
  type TabsProps,
} from './components/Tabs';

// Icons
export { EyeIcon, EyeOffIcon, LockIcon } from './components/icons';
