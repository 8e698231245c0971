import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { SearchBox, SearchIcon } from '../search-box';
import { PHONE_LAYOUT_MEDIA } from '../window-width';
import type { TopBarLayout } from './top-bar';

/** Where the layout goes by the width (a page the server draws), the rules show the field or the icon. */
const RULES =
  '.im-top-bar-search-link{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;border-radius:6px;color:inherit}' +
  '.im-top-bar-search-link:hover{background:rgba(255,255,255,0.12)}' +
  '.im-top-bar-by-width .im-top-bar-search-link{display:none}' +
  `${PHONE_LAYOUT_MEDIA}{.im-top-bar-by-width .im-top-bar-search-link{display:inline-flex}.im-top-bar-by-width .im-top-bar-search-field{display:none}}`;

/**
 * Search in the top bar, for everyone: the field on a desktop; on a phone, where the bar has no
 * room for it, an icon linking to the search page, whose own field takes the words.
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
      {layout === 'desktop' ? null : (
        <Link to={ROUTE_PATHS.Search} className="im-top-bar-search-link" aria-label="Search opportunities">
          <SearchIcon size={20} />
        </Link>
      )}
    </>
  );
}
