// @taskflow/ui: theme, layout primitives, form fields, dialogs and confirmations, lists and their
// states, menus, toasts and screen-reader announcements. README.md describes each part.
// All visible text comes in through props; callers pass translated strings.

// The core every page renders (theme, layout and text, buttons, loading and state panels, toasts, announcements) is
// its own shared lib, so the public pages load only that: @taskflow/ui-core. The whole kit is offered here.
export * from '@taskflow/ui-core';

// Loaded on first use, with floating-ui and downshift (the public pages never load them); see deferredComponent.
export {
  ComboboxField,
  ConfirmDialog,
  Dialog,
  Menu,
  PasswordStrengthMeter,
  SelectMenuField,
  TagInput,
} from './components/deferred/interactive';
export { preloadDeferredComponents, type Deferred } from './components/deferred/deferred-component';

// Formatted text: the safe Markdown subset with mentions (descriptions, comments, messages)
export { FormattedText, loadFormatter, type FormattedTextProps } from './components/formatted-text/FormattedText';
export {
  StyledFormattedText,
  StyledInlineCode,
  StyledCodeBlock,
  StyledMention,
} from './components/formatted-text/FormattedText.styles';
export type { MentionNameResolver } from './components/formatted-text/render-tokens';
export {
  MentionTextarea,
  type MentionPerson,
  type MentionTextareaProps,
} from './components/mention-textarea/MentionTextarea';
export {
  StyledMentionTextarea,
  StyledMentionList,
  StyledMentionOption,
} from './components/mention-textarea/MentionTextarea.styles';

// Feedback
export { Badge, StyledBadge, type BadgeProps, type BadgeTone } from './components/Badge';
export {
  AuthenticatorKey,
  StyledQrCode,
  StyledSecretKey,
  type AuthenticatorKeyProps,
} from './components/two-factor/AuthenticatorKey';
export { RecoveryCodeList, StyledCodeList, type RecoveryCodeListProps } from './components/two-factor/RecoveryCodeList';
export { EmptyState, type EmptyStateProps } from './components/states/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/states/ErrorState';
export {
  LoadingState,
  StyledSkeleton,
  StyledSkeletonRow,
  StyledSkeletonBar,
  type LoadingStateProps,
} from './components/states/LoadingState';

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
export type { ComboboxFieldProps, ComboboxOption } from './components/fields/ComboboxField';
export type { SelectMenuFieldProps } from './components/fields/SelectMenuField';
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
export type { TagInputProps } from './components/fields/TagInput';
export { PasswordField, StyledVisibilityToggle, type PasswordFieldProps } from './components/fields/PasswordField';
export type { PasswordStrengthMeterProps } from './components/fields/PasswordStrengthMeter';
export { SearchField, StyledSearchField, type SearchFieldProps } from './components/fields/SearchField';

// Dialogs and confirmations
export type { DialogProps, DialogSize } from './components/dialog/Dialog';
export type { ConfirmDialogProps, ConfirmTone } from './components/dialog/ConfirmDialog';
export { ConfirmProvider, type ConfirmProviderProps } from './components/dialog/ConfirmProvider';
export { useConfirm } from './hooks/useConfirm';
export type { ConfirmOptions, ConfirmFn } from './state/confirmContext';

// Toasts
export { ToastProvider, type ToastProviderProps } from './components/toast/ToastProvider';
export { useToast } from './hooks/useToast';
export { useToastFloor, TOAST_FLOOR_PROPERTY } from './hooks/useToastFloor';
export type { ToastApi, ShowToastOptions, ToastShortcutOptions } from './state/toastContext';
export type { ToastType, Toast } from './state/toastReducer';
export { TOAST_DEFAULT_DURATION_MS, TOAST_EXIT_DURATION_MS } from './constants';

// Utils
export { formatBadgeCount, BADGE_MAX_COUNT } from './utils/formatBadgeCount';
export { addTags, normaliseTag, hasTag } from './utils/tags';
export { parseDecimal, formatDecimal, stepDecimal } from './utils/decimal';
export { matchesQuery, foldText } from './utils/options';

// Lists: toolbar, filter banner, view toggle, sortable data list, avatar
export {
  Toolbar,
  ToolbarItem,
  ToolbarSpacer,
  StyledToolbar,
  type ToolbarProps,
  type ToolbarItemProps,
} from './components/Toolbar';
export { FilterBanner, StyledFilterBanner, type FilterBannerProps } from './components/FilterBanner';
export { ViewToggle, StyledViewToggle, StyledViewToggleButton, type ViewToggleProps } from './components/ViewToggle';
export {
  usePersistentViewMode,
  readViewMode,
  VIEW_MODE_STORAGE_PREFIX,
  type ViewMode,
} from './hooks/usePersistentViewMode';
export { DataList, type DataListProps, type DataColumn } from './components/data-list/DataList';
export { StyledDataTable, StyledRow, StyledCell, type CellAlign } from './components/data-list/DataList.styles';
export {
  useSort,
  sortItems,
  nextSort,
  compareSortValues,
  type SortState,
  type SortDirection,
  type SortAccessors,
  type SortValue,
} from './hooks/useSort';
export { Avatar, StyledAvatar, avatarColors, type AvatarProps, type AvatarSize } from './components/Avatar';
export { initialsOf } from './utils/initials';

// Menus
export type { MenuProps, MenuItem } from './components/Menu';

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
export {
  EyeIcon,
  EyeOffIcon,
  LockIcon,
  ListIcon,
  GridIcon,
  SearchIcon,
  ChevronDownIcon,
  ArrowUpIcon,
  ArrowDownIcon,
  SortIcon,
} from './components/icons';
