import type { Key } from 'react';
import { theme } from '../theme';

export interface ChipGridItem {
  key: Key;
  label: string;
}

export interface ChipGridProps {
  items: readonly ChipGridItem[];
  /** Chips per row; the spec shows locations, assets and preferences three to a row. */
  columns?: number;
  'aria-label'?: string;
}

/** Read-only chips laid out in equal columns; long labels are cut with an ellipsis and a title. */
export function ChipGrid({ items, columns = 3, 'aria-label': ariaLabel }: ChipGridProps) {
  const { token } = theme.useToken();
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={ariaLabel}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: token.marginXS,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {items.map((item) => (
        <li
          key={item.key}
          title={item.label}
          style={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            padding: `2px ${token.paddingXS}px`,
            borderRadius: token.borderRadiusSM,
            background: token.colorFillTertiary,
            border: `1px solid ${token.colorBorderSecondary}`,
            fontSize: token.fontSizeSM,
            lineHeight: token.lineHeightSM,
            textAlign: 'center',
          }}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}
