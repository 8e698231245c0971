import { SEARCH_ADDED_DAYS, SEARCH_ADDED_LABELS, SEARCH_FACET_KEYS, SEARCH_SORT_LABELS, searchFacetIds, type SearchFacetCount, type SearchFacets, type SearchView } from '@insolvency/shared-contracts';
import { MOBILE_LAYOUT_BELOW_WIDTH, NativeSelect, PHONE_LAYOUT_MEDIA, type NativeSelectOption } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

type FacetKey = (typeof SEARCH_FACET_KEYS)[number];

export const FACET_LABELS: Record<FacetKey, { label: string; any: string }> = {
  region: { label: 'Region', any: 'All regions' },
  sector: { label: 'Sector', any: 'All sectors' },
  turnover: { label: 'Turnover', any: 'Any turnover' },
  employees: { label: 'Employees', any: 'Any number of employees' },
  trading: { label: 'Trading status', any: 'Any trading status' },
  appointment: { label: 'Appointment type', any: 'Any appointment type' },
};

const ANY = '';
/** Relevance is the default, so it is the empty value (left out of the address). */
const SORT_OPTIONS: NativeSelectOption[] = [
  { value: ANY, label: 'Best match' },
  { value: 'newest', label: SEARCH_SORT_LABELS.newest },
  { value: 'closing', label: SEARCH_SORT_LABELS.closing },
];
const CLASS = 'im-search-facets';
const FILTERS_CLASS = 'im-search-filters';
/**
 * Three a row on a desktop, one a row on a phone: by rules, so the server's page (no width known)
 * is a phone's too. A group's options scroll within it past a few, so an open group stays short.
 * On a phone every group sits in one "Filters" disclosure, closed at first, so the results start
 * near the top; on a desktop the disclosure is not drawn (its content shown as if it were not
 * there) where the browser can style a `<details>`'s content, else it stays a disclosure.
 */
const RULES =
  `.${CLASS}{grid-template-columns:repeat(3,minmax(0,1fr))}${PHONE_LAYOUT_MEDIA}{.${CLASS}{grid-template-columns:minmax(0,1fr)}}` +
  `.${CLASS} summary,.${FILTERS_CLASS}>summary{cursor:pointer;list-style-position:inside}.${CLASS} details[open] summary{margin-bottom:4px}` +
  `.${FILTERS_CLASS}[open]>summary{margin-bottom:12px}` +
  `@supports selector(::details-content){@media (min-width:${MOBILE_LAYOUT_BELOW_WIDTH}px){` +
  `.${FILTERS_CLASS}>summary{display:none}.${FILTERS_CLASS}::details-content{content-visibility:visible;display:contents}}}`;

export interface SearchFacetsProps {
  view: SearchView;
  /** The counts of the current words; none yet while the first answer is on its way. */
  facets?: SearchFacets;
  /** A filter, the sort or the days since added changed (undefined: back to its default). */
  onChange: (changes: Partial<Omit<SearchView, 'page'>>) => void;
}

/** What a closed group says it holds: its label and the values chosen (by name while few). */
function chosenSummary(key: FacetKey, chosen: readonly number[], counts: readonly SearchFacetCount[]): string {
  if (chosen.length === 0) return FACET_LABELS[key].any;
  // In the options' order; by number when a chosen value has no count to name it.
  const names = counts.filter((facet) => chosen.includes(facet.id)).map((facet) => facet.description);
  return chosen.length <= 2 && names.length === chosen.length ? names.join(', ') : `${chosen.length} chosen`;
}

/**
 * One group per filter that opens to a checkbox per value with how many found posts it has (the
 * counts leave the filter's own choice out, so it can be widened): several values of one filter
 * find any of them. Named checkboxes of the page's GET form (region=1&region=2 before the app
 * runs; a `<details>` opens without it); in the app each tick is a new search.
 */
export function SearchFacetSelects({ view, facets, onChange }: SearchFacetsProps) {
  const { token } = theme.useToken();
  const chosenCount = SEARCH_FACET_KEYS.reduce((count, key) => count + searchFacetIds(view[key]).length, 0) + (view.added === undefined ? 0 : 1);
  return (
    <details className={FILTERS_CLASS} style={{ minWidth: 0 }}>
      <style href={CLASS} precedence={CLASS}>
        {RULES}
      </style>
      <summary
        style={{
          minHeight: token.controlHeight,
          lineHeight: `${token.controlHeight - 2}px`,
          padding: `0 ${token.paddingSM}px`,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          fontWeight: 600,
        }}
      >
        Filters and sort
        <span style={{ fontWeight: 400, color: chosenCount ? token.colorText : token.colorTextSecondary }}>
          {' · '}
          {chosenCount === 0 ? 'none chosen' : chosenCount === 1 ? '1 chosen' : `${chosenCount} chosen`}
          {view.sort ? `, ${SEARCH_SORT_LABELS[view.sort].toLowerCase()} first` : ''}
        </span>
      </summary>
      <div className={CLASS} style={{ display: 'grid', gap: token.margin, alignItems: 'start' }}>
        {SEARCH_FACET_KEYS.map((key) => {
          const chosen = searchFacetIds(view[key]);
          const counts = facets?.[key] ?? [];
          // A choice no found post has (an old link, or words changed since) comes from the server by its name with a count
          // of 0; one it could not name (no such label) stays visible and ticked, said to be unknown.
          const options = [
            ...counts.map((facet) => ({ id: facet.id, label: `${facet.description} (${facet.count})` })),
            ...chosen.filter((id) => !counts.some((facet) => facet.id === id)).map((id) => ({ id, label: facets ? 'Unknown value (0)' : 'Current choice' })),
          ];
          const toggle = (id: number, on: boolean) => {
            const next = on ? [...chosen, id] : chosen.filter((other) => other !== id);
            onChange({ [key]: next.length === 0 ? undefined : next.length === 1 ? next[0] : searchFacetIds(next) });
          };
          return (
            <details
              key={key}
              style={{
                minWidth: 0,
                border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
                borderRadius: token.borderRadius,
                background: token.colorBgContainer,
                padding: `${token.paddingXXS + 1}px ${token.paddingSM}px`,
              }}
            >
              <summary style={{ minHeight: token.controlHeight - 10, lineHeight: `${token.controlHeight - 10}px`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                <span style={{ fontWeight: 600 }}>{FACET_LABELS[key].label}</span>
                <span style={{ color: chosen.length ? token.colorText : token.colorTextSecondary }}> · {chosenSummary(key, chosen, counts)}</span>
              </summary>
              <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{FACET_LABELS[key].label}</legend>
                <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, maxHeight: 232, overflowY: 'auto', paddingBottom: token.paddingXXS }}>
                  {options.length === 0 ? <span style={{ color: token.colorTextSecondary }}>{facets ? 'None among these results' : 'Loading…'}</span> : null}
                  {options.map((option) => (
                    <label key={option.id} style={{ display: 'flex', alignItems: 'flex-start', gap: token.marginXS, cursor: 'pointer', lineHeight: 1.4 }}>
                      <input
                        type="checkbox"
                        name={key}
                        value={String(option.id)}
                        checked={chosen.includes(option.id)}
                        onChange={(event) => toggle(option.id, event.target.checked)}
                        style={{ width: 16, height: 16, margin: '2px 0 0', flex: 'none', accentColor: token.colorPrimary }}
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </details>
          );
        })}
        <NativeSelect
          name="added"
          label="Added"
          value={view.added === undefined ? ANY : String(view.added)}
          options={[{ value: ANY, label: 'Any time' }, ...SEARCH_ADDED_DAYS.map((days) => ({ value: String(days), label: SEARCH_ADDED_LABELS[days] }))]}
          onChange={(value) => onChange({ added: SEARCH_ADDED_DAYS.find((days) => String(days) === value) })}
        />
        <NativeSelect
          name="sort"
          label="Sort by"
          value={view.sort ?? ANY}
          options={SORT_OPTIONS}
          onChange={(value) => onChange({ sort: value === 'newest' || value === 'closing' ? value : undefined })}
        />
      </div>
    </details>
  );
}
