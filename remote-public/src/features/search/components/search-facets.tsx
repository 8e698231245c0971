import { SEARCH_ADDED_DAYS, SEARCH_FACET_KEYS, searchFacetIds, type SearchFacets, type SearchView } from '@insolvency/shared-contracts';
import { NativeSelect, PHONE_LAYOUT_MEDIA, type NativeSelectOption } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

type FacetKey = (typeof SEARCH_FACET_KEYS)[number];

export const FACET_LABELS: Record<FacetKey, { label: string; any: string }> = {
  region: { label: 'Region', any: 'All regions' },
  sector: { label: 'Sector', any: 'All sectors' },
  turnover: { label: 'Turnover', any: 'Any turnover' },
  employees: { label: 'Employees', any: 'Any number of employees' },
  trading: { label: 'Trading status', any: 'Any trading status' },
};

const ANY = '';
/** Relevance is the default, so it is the empty value (left out of the address). */
const SORT_OPTIONS: NativeSelectOption[] = [
  { value: ANY, label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'closing', label: 'Closing soonest' },
];
const CLASS = 'im-search-facets';
/** Three a row on a desktop, one a row on a phone: by rules, so the server's page (no width known) is a phone's too. */
const RULES = `.${CLASS}{grid-template-columns:repeat(3,minmax(0,1fr))}${PHONE_LAYOUT_MEDIA}{.${CLASS}{grid-template-columns:minmax(0,1fr)}}`;

export interface SearchFacetsProps {
  view: SearchView;
  /** The counts of the current words; none yet while the first answer is on its way. */
  facets?: SearchFacets;
  /** A filter, the sort or the days since added changed (undefined: back to its default). */
  onChange: (changes: Partial<Omit<SearchView, 'page'>>) => void;
}

/**
 * One select per filter, each value with how many found posts it has (the counts leave the
 * filter's own choice out, so it can be widened). Named fields of the page's GET form.
 */
export function SearchFacetSelects({ view, facets, onChange }: SearchFacetsProps) {
  const { token } = theme.useToken();
  return (
    <div className={CLASS} style={{ display: 'grid', gap: token.margin }}>
      <style href={CLASS} precedence={CLASS}>
        {RULES}
      </style>
      {SEARCH_FACET_KEYS.map((key) => {
        // The select holds one value: of several in the address (a shared link), the first shows.
        const chosen = searchFacetIds(view[key])[0];
        const counts = facets?.[key] ?? [];
        const options: NativeSelectOption[] = [
          { value: ANY, label: FACET_LABELS[key].any },
          ...counts.map((facet) => ({ value: String(facet.id), label: `${facet.description} (${facet.count})` })),
        ];
        // A choice no found post has (an old link, or words changed since) stays visible, with its count.
        if (chosen !== undefined && !counts.some((facet) => facet.id === chosen)) options.push({ value: String(chosen), label: facets ? 'Current choice (0)' : 'Current choice' });
        return (
          <NativeSelect
            key={key}
            name={key}
            label={FACET_LABELS[key].label}
            value={chosen === undefined ? ANY : String(chosen)}
            options={options}
            onChange={(value) => onChange({ [key]: value === ANY ? undefined : Number(value) })}
          />
        );
      })}
      <NativeSelect
        name="added"
        label="Added"
        value={view.added === undefined ? ANY : String(view.added)}
        options={[{ value: ANY, label: 'Any time' }, ...SEARCH_ADDED_DAYS.map((days) => ({ value: String(days), label: days === 1 ? 'In the last day' : `In the last ${days} days` }))]}
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
  );
}
