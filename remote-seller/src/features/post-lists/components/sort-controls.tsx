import { useId } from 'react';
import { Button, theme } from '@insolvency/shared-ui/base';
import { SORT_OPTIONS, type SortDirection, type SortKey } from '../utils/sort-posts';

export interface SortControlsProps {
  sortKey: SortKey;
  direction: SortDirection;
  onSortKeyChange: (key: SortKey) => void;
  onDirectionChange: (direction: SortDirection) => void;
}

const isSortKey = (value: string): value is SortKey => SORT_OPTIONS.some((option) => option.key === value);

/**
 * Sort field and direction. The field is a native select styled with the theme's tokens:
 * six fixed options need no search or virtual list, phones get their own picker, and the
 * list screens (the seller's landing page) do not pull in the `forms` entry for it.
 */
export function SortControls({ sortKey, direction, onSortKeyChange, onDirectionChange }: SortControlsProps) {
  const { token } = theme.useToken();
  const selectId = useId();
  const descending = direction === 'descending';
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
      <label htmlFor={selectId} style={{ color: token.colorTextSecondary }}>
        Sort by
      </label>
      <select
        id={selectId}
        value={sortKey}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onSortKeyChange(event.target.value);
        }}
        style={{
          height: token.controlHeight,
          padding: `0 ${token.paddingXS}px`,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          color: token.colorText,
          font: 'inherit',
          fontSize: token.fontSize,
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      <Button
        onClick={() => onDirectionChange(descending ? 'ascending' : 'descending')}
        title={descending ? 'Sort ascending instead' : 'Sort descending instead'}
        aria-label={`Sort direction: ${descending ? 'descending' : 'ascending'}`}
      >
        <span aria-hidden>{descending ? '↓' : '↑'}</span> {descending ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
