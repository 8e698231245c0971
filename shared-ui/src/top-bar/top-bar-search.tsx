import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { SearchBox, SearchIcon } from '../search-box';
import type { TopBarLayout } from './top-bar';

/**
 * The field needs about 270 px beside the name, the clock and the navigation: below this width
 * (a small desktop or a tablet, a seller's count and name in the bar) the icon stands in for it.
 */
const FIELD_FROM_WIDTH = 1200;

// 22 px wide, 32 high, 8 px clear of its neighbours (WCAG 2.5.8's spacing): on a 390 px phone the bar's name, clock and menu leave no more.
const RULES =
  '.im-top-bar-search-link{display:none;align-items:center;justify-content:center;flex:none;width:22px;height:32px;border-radius:6px;color:inherit}' +
  '.im-top-bar-search-link:hover{background:rgba(255,255,255,0.12)}' +
  '.im-top-bar-mobile .im-top-bar-search-link{display:inline-flex}' +
  `@media (max-width:${FIELD_FROM_WIDTH - 0.02}px){.im-top-bar-search-link{display:inline-flex}.im-top-bar-search-field{display:none}}`;

/**
 * Search in the top bar, for everyone: the field on a wide screen; on a phone or a narrow window,
 * where the bar has no room for it, an icon linking to the search page, whose own field takes the
 * words. Both are in a desktop's markup (the window may narrow), its rules show one by the width.
 */
export function TopBarSearch({ layout }: { layout: TopBarLayout }) {
  return (
    <>
      <style href="im-top-bar-search" precedence="im-top-bar">
        {RULES}
      </style>
      {layout === 'mobile' ? null : (
        <div className="im-top-bar-search-field" style={{ minWidth: 0 }}>
          <SearchBox label="Search opportunities" appearance="bar" />
        </div>
      )}
      <Link to={ROUTE_PATHS.Search} className="im-top-bar-search-link" aria-label="Search opportunities">
        <SearchIcon size={18} />
      </Link>
    </>
  );
}
