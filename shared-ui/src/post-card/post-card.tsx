import { Children, isValidElement, useDeferredValue, useId } from 'react';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import type { Post } from '@insolvency/shared-contracts';
import { ChipGrid } from '../chip-grid';
import { useInServerScreen } from '../ui-provider';
import { useWindowWidth } from '../window-width';
import { postStatusSummary } from './post-status-summary';
import type { PostSummaryFields } from './post-status-summary';

/** Card width of the spec: 450, or 380 for window widths 400 to 460, or 290 below 400. */
export function postCardWidth(windowWidth: number): number {
  if (windowWidth < 400) return 290;
  if (windowWidth <= 460) return 380;
  return 450;
}

export type PostCardPost = PostSummaryFields & Pick<Post, 'businessId' | 'activityHeading' | 'reference' | 'locations'>;

export interface PostCardProps {
  post: PostCardPost;
  /** Replaces the status/date line worked out from the post. */
  subtitle?: ReactNode;
  /** A passage of the post's text under the status line (a search's snippet). */
  excerpt?: ReactNode;
  /** Buttons or links at the foot of the card (View Detail, Repost, ...). */
  actions?: ReactNode;
  /** Level of the heading inside the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A post as a card: heading, reference, status line, locations three to a row, actions. It
 * fills its cell of a `PostCardGrid`, whose columns are the spec's card width at least.
 */
export function PostCard({ post, subtitle, excerpt, actions, headingLevel = 3 }: PostCardProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={headingId}
      data-post-id={post.businessId}
      style={{
        width: '100%',
        minWidth: 0,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: token.marginSM,
        padding: token.padding,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <div>
        <Heading id={headingId} style={{ margin: 0, overflowWrap: 'anywhere', fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5, fontWeight: 600, color: token.colorText }}>
          {post.activityHeading}
        </Heading>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          Ref: {post.reference}
        </p>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{subtitle ?? postStatusSummary(post)}</p>
      </div>
      {excerpt ? <p style={{ margin: 0, color: token.colorText, overflowWrap: 'anywhere' }}>{excerpt}</p> : null}
      <ChipGrid
        aria-label="Locations"
        items={post.locations.map((location) => ({ key: location.locationId, label: location.description }))}
      />
      {actions ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: 'auto' }}>{actions}</div> : null}
    </article>
  );
}

/**
 * How many cards a grid draws in its first render: a window's worth (two rows of two on a
 * desktop, more than a phone shows). The others follow in a background render just after, so
 * the first rows of a page of 8 or 12 are on screen without waiting for the rest to be built.
 * A screen the server renders draws them all (`useInServerScreen`).
 */
export const FIRST_RENDER_CARDS = 4;

export interface PostCardGridProps {
  children: ReactNode;
  'aria-label'?: string;
  /** True while another page of cards is on its way (the current ones stay). */
  'aria-busy'?: boolean;
}

/**
 * Post cards in rows, flush with the page's content column on both sides: each column is at
 * least the spec's card width for the window (450, 380, 290) and the columns share what is
 * left, so a 1280 px desktop shows two cards a row and a phone one card as wide as the
 * sections above it. A last card on its own stays in the first column, under the others.
 */
export function PostCardGrid({ children, 'aria-label': ariaLabel, 'aria-busy': ariaBusy }: PostCardGridProps) {
  const { token } = theme.useToken();
  const width = postCardWidth(useWindowWidth());
  const cards = Children.toArray(children).filter(Boolean);
  const drawsAll = useInServerScreen();
  const drawn = useDeferredValue(cards.length, drawsAll ? cards.length : Math.min(cards.length, FIRST_RENDER_CARDS));
  return (
    <ul
      aria-label={ariaLabel}
      // Busy while its other cards are still to be drawn, as while another page is on its way.
      aria-busy={ariaBusy || drawn < cards.length || undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}px), 1fr))`,
        gap: token.margin,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {cards.slice(0, drawn).map((card, index) => (
        <li key={isValidElement(card) && card.key !== null ? card.key : index} style={{ display: 'flex', minWidth: 0 }}>
          {card}
        </li>
      ))}
    </ul>
  );
}
