// @taskflow/ui-core: the part of the kit every page renders, the public website included: theme and global style,
// layout and text, buttons, the text input and the form, the skip link, loading and state panels, screen-reader
// announcements.
// A shared module is loaded whole, so the rest of the kit (fields, lists, tabs, toasts, dialogs, menus) lives in
// @taskflow/ui, which re-exports all of this: signed-in pages import @taskflow/ui, the public pages this (they never
// load the rest).
// All visible text comes in through props; callers pass translated strings.

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
export { Spinner, StyledSpinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { LoadingView, StyledLoadingView, type LoadingViewProps } from './components/LoadingView';
export { StatePanel, StyledStatePanel, type StatePanelProps, type StatePanelVariant } from './components/StatePanel';
export { LiveAnnouncer } from './components/LiveAnnouncer';
export { useAnnounce } from './hooks/useAnnounce';
export { announce, ANNOUNCEMENT_LIFETIME_MS, type Politeness } from './utils/announce';
export { Button, StyledButton, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Input, StyledInput, type InputProps } from './components/Input';
export { Form, firstInvalidControl, useFocusFirstInvalid, type FormProps } from './components/Form';
export { SkipLink, StyledSkipLink, MAIN_CONTENT_ID, type SkipLinkProps } from './components/SkipLink';
export { controlStyles } from './components/control.styles';
