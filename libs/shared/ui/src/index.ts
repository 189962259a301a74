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

// Form fields: label, hint, per-field error, required marker
export {
  Field,
  FieldError,
  useFieldIds,
  fieldAria,
  type FieldProps,
  type FieldBaseProps,
  type FieldIds,
} from './components/fields/Field';
export {
  StyledField,
  StyledFieldLabel,
  StyledFieldLabelRow,
  StyledFieldHint,
  StyledFieldError,
  StyledFieldControl,
  StyledRequiredMarker,
} from './components/fields/Field.styles';
export { TextField, type TextFieldProps } from './components/fields/TextField';
export { TextAreaField, StyledTextArea, type TextAreaFieldProps } from './components/fields/TextAreaField';
export { SelectField, StyledSelect, type SelectFieldProps, type SelectOption } from './components/fields/SelectField';
export {
  ComboboxField,
  StyledComboboxInput,
  type ComboboxFieldProps,
  type ComboboxOption,
} from './components/fields/ComboboxField';
export { DateField, type DateFieldProps } from './components/fields/DateField';
export { NumberField, StyledStepButton, type NumberFieldProps } from './components/fields/NumberField';
export {
  CheckboxField,
  Checkbox,
  StyledCheckboxInput,
  StyledCheckboxLabel,
  type CheckboxFieldProps,
  type CheckboxProps,
} from './components/fields/CheckboxField';
export {
  Switch,
  ToggleField,
  StyledSwitch,
  StyledToggleField,
  type SwitchProps,
  type ToggleFieldProps,
} from './components/fields/Switch';
export { TagInput, StyledTag, StyledTagBox, type TagInputProps } from './components/fields/TagInput';

// Dialogs and confirmations
export { Dialog, type DialogProps, type DialogSize } from './components/dialog/Dialog';
export {
  StyledDialog,
  StyledDialogOverlay,
  StyledDialogBody,
  StyledDialogFooter,
  StyledDialogTitle,
} from './components/dialog/Dialog.styles';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './components/dialog/ConfirmDialog';
export { ConfirmProvider, type ConfirmProviderProps } from './components/dialog/ConfirmProvider';
export { useConfirm } from './hooks/useConfirm';
export type { ConfirmOptions, ConfirmFn } from './state/confirmContext';

// Toasts
export { ToastProvider, type ToastProviderProps } from './components/toast/ToastProvider';
export { useToast } from './hooks/useToast';
export type { ToastApi, ShowToastOptions, ToastShortcutOptions } from './state/toastContext';
export type { ToastType, Toast } from './state/toastReducer';
export { TOAST_DEFAULT_DURATION_MS, TOAST_EXIT_DURATION_MS } from './constants';

// Utils
export { formatBadgeCount, BADGE_MAX_COUNT } from './utils/formatBadgeCount';
export { addTags, normaliseTag, hasTag } from './utils/tags';
export { parseDecimal, formatDecimal, stepDecimal } from './utils/decimal';
export { matchesQuery, foldText } from './utils/options';

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
