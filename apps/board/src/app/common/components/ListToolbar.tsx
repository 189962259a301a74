import type { ReactNode } from 'react';
import {
  SearchField,
  SelectField,
  Toolbar,
  ToolbarItem,
  ToolbarSpacer,
  ViewToggle,
  type ViewToggleProps,
} from '@taskflow/ui';

export interface ListToolbarProps {
  /** Names the row for screen readers, e.g. "Filter and sort customers". */
  label: string;
  search: { label: string; placeholder: string; value: string; onChange: (query: string) => void };
  /** Default 300px: wide enough for a placeholder that names the fields searched. */
  searchMinWidth?: string;
  view: ViewToggleProps;
  /** The filters and the sort, between the search and the view toggle. */
  children?: ReactNode;
}

/** The row above a list of customers, team members or projects: search, filters and sort, list or grid. */
export function ListToolbar({ label, search, searchMinWidth = '300px', view, children }: ListToolbarProps) {
  return (
    <Toolbar label={label}>
      <ToolbarItem grow minWidth={searchMinWidth}>
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={search.onChange}
        />
      </ToolbarItem>
      {children}
      <ToolbarSpacer />
      <ViewToggle {...view} />
    </Toolbar>
  );
}

export interface ListSortFieldProps<K extends string> {
  /** "Sort"; each choice reads "Sort: Name", so the closed select says what it does. */
  label: string;
  value: K;
  keys: readonly K[];
  keyLabel: (key: K) => string;
  onChange: (key: K) => void;
}

/** The sort choice of a list toolbar. */
export function ListSortField<K extends string>({ label, value, keys, keyLabel, onChange }: ListSortFieldProps<K>) {
  return (
    <SelectField
      label={label}
      hideLabel
      value={value}
      onChange={(event) => onChange(event.target.value as K)}
      options={keys.map((key) => ({ value: key, label: `${label}: ${keyLabel(key)}` }))}
    />
  );
}
