import { useId } from 'react';
import { Button } from 'antd';
import { theme } from '../theme/design-token';
import { nativeControlStyle } from '../native-select/native-control-style';

export interface SortOption<K extends string> {
  key: K;
  label: string;
}

export interface SortControlsProps<K extends string> {
  options: readonly SortOption<K>[];
  sortKey: K;
  /** true: descending (the spec's default direction). */
  descending: boolean;
  onSortKeyChange: (key: K) => void;
  onDescendingChange: (descending: boolean) => void;
}

/**
 * A list's sort field and an ascending/descending toggle. The field is a native select styled
 * with the theme's tokens: a handful of fixed options need no search, and phones get their
 * own picker. Used by the seller's lists and the buyer's inbox.
 */
export function SortControls<K extends string>({ options, sortKey, descending, onSortKeyChange, onDescendingChange }: SortControlsProps<K>) {
  const { token } = theme.useToken();
  const selectId = useId();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
      <label htmlFor={selectId} style={{ color: token.colorTextSecondary }}>
        Sort by
      </label>
      <select
        id={selectId}
        value={sortKey}
        onChange={(event) => {
          const chosen = options.find((option) => option.key === event.target.value);
          if (chosen) onSortKeyChange(chosen.key);
        }}
        style={{
          ...nativeControlStyle(token),
          padding: `0 ${token.paddingXS}px`,
          fontSize: token.fontSize,
        }}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      <Button onClick={() => onDescendingChange(!descending)} aria-label={`Sort direction: ${descending ? 'descending' : 'ascending'}`}>
        <span aria-hidden>{descending ? '↓' : '↑'}</span> {descending ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
