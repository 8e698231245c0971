import { useLayoutEffect, useRef, useState } from 'react';
import type { Key, RefObject } from 'react';
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

/** Lines a chip's label may take before it is cut (with the whole label as its title). */
const CHIP_MAX_LINES = 2;

/**
 * Read-only chips laid out in equal columns. A label wraps onto a second line rather than
 * being cut ('Yorkshire and the Humber' reads whole in a third of a phone-wide card); only a
 * label longer than two lines is cut, and only then does it carry its full text as a title.
 */
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
        <Chip key={item.key} label={item.label} />
      ))}
    </ul>
  );
}

function Chip({ label }: { label: string }) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLLIElement>(null);
  const clipped = useIsClipped(ref, label);
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 0,
        padding: `2px ${token.paddingXS}px`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillTertiary,
        border: `1px solid ${token.colorBorderSecondary}`,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeightSM,
        textAlign: 'center',
      }}
    >
      <span
        ref={ref}
        title={clipped ? label : undefined}
        style={{
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: CHIP_MAX_LINES,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {label}
      </span>
    </li>
  );
}

/**
 * True while the element's text is cut (taller or wider than its box); follows resizes. Measured
 * when the resize observer first reports the element, after the browser has laid the page out:
 * measuring while React commits made the browser lay out the whole page there and then, once per
 * screen of cards (about 100 ms of a phone's first inbox).
 */
function useIsClipped(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return clipped;
}
