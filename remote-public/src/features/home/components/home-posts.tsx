import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HOME_POSTS_PAGE_SIZE, formatCount, homePostsFilter, pathFor } from '@insolvency/shared-contracts';
import { apiErrorMessage, useCategoryLabelsQuery, useLocationSizeLabelsQuery } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LinkButton, LoadingState, NativeSelect, PHONE_LAYOUT_MEDIA, PostCard, PostCardGrid } from '@insolvency/shared-ui';
import type { NativeSelectGroup, NativeSelectOption } from '@insolvency/shared-ui';
import type { HomePostsView } from '@insolvency/shared-contracts';
import { theme } from '@insolvency/shared-ui/base';
import { usePublicHomePostsQuery } from '../api/home-api';
import { homePostsSearch, useHomePostsFilter } from '../hooks/use-home-posts-filter';

const ANY = '';
/** Another view of the same list keeps the page where it is (shell's scroll-to-top-on-navigation). */
const KEEP_SCROLL = { keepScroll: true };

/**
 * Posts chosen for the home page (GET unauth/homeposts), each with View Detail (its public
 * teaser, which a visitor may open and share): a visitor narrows them by region and sector and
 * pages through them, all kept in the address.
 */
export function HomePosts() {
  const { token } = theme.useToken();
  const top = useRef<HTMLDivElement>(null);
  const { view, setRegion, setSector } = useHomePostsFilter();
  const { pathname } = useLocation();
  const { data, error, isLoading, isFetching, refetch } = usePublicHomePostsQuery(homePostsFilter(view));
  const filtered = view.region !== undefined || view.sector !== undefined;
  /** The address of another view of the posts: links, so they work before the app runs and open in a new tab. */
  const hrefOf = (next: HomePostsView) => {
    const query = homePostsSearch(next).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  // A new page is read from its top, not from where the pager was.
  const toTop = () => top.current?.scrollIntoView({ block: 'start' });

  let body;
  if (isLoading) body = <LoadingState label="Loading posts…" />;
  else if (error || !data) {
    body = <ErrorState title="Posts could not be loaded" message={apiErrorMessage(error) ?? 'Please try again in a moment.'} onRetry={() => void refetch()} />;
  } else if (data.posts.length === 0) {
    body = (
      <EmptyState
        hint={
          data.total > 0 ? (
            <>
              There is no page {view.page}.{' '}
              <Link to={hrefOf({ ...view, page: 1 })} state={KEEP_SCROLL}>
                Go to the first page
              </Link>
            </>
          ) : filtered ? (
            <>
              No post matches this region and sector at the moment.{' '}
              <Link to={hrefOf({ page: 1 })} state={KEEP_SCROLL}>
                Show all opportunities
              </Link>
            </>
          ) : (
            'New opportunities are posted every week.'
          )
        }
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.total / HOME_POSTS_PAGE_SIZE));
    body = (
      <div aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <PostCardGrid aria-label="Opportunities">
          {data.posts.map((post) => (
            <PostCard key={post.businessId} post={post} actions={<LinkButton to={pathFor('PostTeaser', post.businessId)}>View Detail</LinkButton>} />
          ))}
        </PostCardGrid>
        {pages > 1 ? <Pager page={view.page} pages={pages} hrefOf={(page) => hrefOf({ ...view, page })} onPage={toTop} /> : null}
      </div>
    );
  }

  return (
    <div ref={top} style={{ display: 'flex', flexDirection: 'column', gap: token.margin, scrollMarginTop: token.marginXL }}>
      <HomePostsFilters region={view.region} sector={view.sector} onRegion={setRegion} onSector={setSector} />
      {data && !error ? (
        <p role="status" style={{ margin: 0, color: token.colorTextSecondary }}>
          {data.total === 1 ? '1 opportunity' : `${formatCount(data.total)} opportunities`}
          {filtered ? ' in this selection' : ''}
        </p>
      ) : null}
      {body}
    </div>
  );
}

interface HomePostsFiltersProps {
  region?: number;
  sector?: number;
  onRegion: (region?: number) => void;
  onSector: (sector?: number) => void;
}

const FILTERS_CLASS = 'im-home-filters';
/** Side by side, or one a row on a phone: by rules, so the server's page (no width known) is a phone's too. */
const FILTERS_RULES =
  `.${FILTERS_CLASS}{grid-template-columns:repeat(2,minmax(0,320px))}` +
  `${PHONE_LAYOUT_MEDIA}{.${FILTERS_CLASS}{grid-template-columns:minmax(0,1fr)}}`;

/** Region and sector pickers, filled from the label calls (usable, with 'All' only, while they load or if they fail). */
function HomePostsFilters({ region, sector, onRegion, onSector }: HomePostsFiltersProps) {
  const { token } = theme.useToken();
  const { data: locationLabels } = useLocationSizeLabelsQuery();
  const { data: categoryLabels } = useCategoryLabelsQuery();

  const regions: NativeSelectOption[] = [
    { value: ANY, label: 'All regions' },
    ...(locationLabels?.locationLabels ?? []).map((location) => ({ value: String(location.locationId), label: location.description })),
  ];
  const sectors: (NativeSelectOption | NativeSelectGroup)[] = [
    { value: ANY, label: 'All sectors' },
    ...(categoryLabels?.categoryLabels ?? []).map((sectorLabel) => ({
      label: sectorLabel.description,
      options: [
        { value: String(sectorLabel.categoryId), label: `All of ${sectorLabel.description}` },
        ...sectorLabel.childCategories.map((category) => ({ value: String(category.categoryId), label: category.description })),
      ],
    })),
  ];
  const toId = (value: string) => (value === ANY ? undefined : Number(value));

  return (
    <div role="search" aria-label="Filter opportunities" className={FILTERS_CLASS} style={{ display: 'grid', gap: token.margin }}>
      <style href={FILTERS_CLASS} precedence={FILTERS_CLASS}>
        {FILTERS_RULES}
      </style>
      <NativeSelect label="Region" value={region === undefined ? ANY : String(region)} options={regions} onChange={(value) => onRegion(toId(value))} />
      <NativeSelect label="Sector" value={sector === undefined ? ANY : String(sector)} options={sectors} onChange={(value) => onSector(toId(value))} />
    </div>
  );
}

/** Previous, where we are, Next: links to the pages before and after, where there are such pages. */
function Pager({ page, pages, hrefOf, onPage }: { page: number; pages: number; hrefOf: (page: number) => string; onPage: () => void }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Pages of opportunities" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: token.margin, marginTop: token.marginLG }}>
      {page > 1 ? (
        <LinkButton to={hrefOf(page - 1)} state={KEEP_SCROLL} onClick={onPage}>
          Previous
        </LinkButton>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <LinkButton to={hrefOf(page + 1)} state={KEEP_SCROLL} onClick={onPage}>
          Next
        </LinkButton>
      ) : null}
    </nav>
  );
}
