import { ALERT_FREQUENCY_LABELS, ROUTE_PATHS, savedSearchView, searchViewParams, type SavedSearch } from '@insolvency/shared-contracts';
import { Link } from 'react-router-dom';
import { apiErrorMessage, useSavedSearchesQuery, useSavedSearchesRemoveMutation } from '@insolvency/shared-auth';
import { useState } from 'react';
import { DateText, EmptyState, ErrorState, LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';

/** One saved search: its words (or "Any words"), its filters, how it is mailed, a link that opens it on the search page, and Remove (its outcome is told by `onRemoved`). */
function SavedSearchRow({ search, onRemoved }: { search: SavedSearch; onRemoved: (outcome: { removed: boolean; text: string }) => void }) {
  const { token } = theme.useToken();
  const [remove, { isLoading }] = useSavedSearchesRemoveMutation();
  const words = search.query || 'Any words';
  const onRemove = async () => {
    const result = await remove(search.id);
    if ('data' in result && result.data) onRemoved({ removed: true, text: result.data.message });
    else onRemoved({ removed: false, text: ('error' in result && result.error && apiErrorMessage(result.error)) || 'The saved search could not be removed. Please try again.' });
  };
  return (
    <li style={{ display: 'flex', gap: token.margin, alignItems: 'flex-start', justifyContent: 'space-between', padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <div>
        <p style={{ margin: 0, fontWeight: 600 }}>{search.query ? `"${words}"` : words}</p>
        {search.filterLabels.length > 0 && (
          <p style={{ margin: 0, color: token.colorTextSecondary }}>{search.filterLabels.map((filter) => `${filter.name}: ${filter.label}`).join(' · ')}</p>
        )}
        <p style={{ margin: 0, color: token.colorTextSecondary }}>
          {ALERT_FREQUENCY_LABELS[search.delivery]} · saved <DateText value={search.createdDate} />
        </p>
        <Link to={`${ROUTE_PATHS.Search}?${searchViewParams(savedSearchView(search.query, search.filters)).toString()}`} aria-label={`Open this search: ${words}`}>
          Open this search
        </Link>
      </div>
      <Button onClick={onRemove} loading={isLoading} aria-label={`Remove saved search ${words}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * The buyer's saved searches (issue 49), beside the e-mail preferences: each search's words and
 * filters and its delivery, with Remove; searches are saved from the search page.
 */
export function SavedSearches() {
  const { token } = theme.useToken();
  const searches = useSavedSearchesQuery();
  const [outcome, setOutcome] = useState<{ removed: boolean; text: string } | null>(null);
  return (
    <section aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">Saved searches</h2>
      <p>New postings a saved search finds are e-mailed to you, once each. Save a search from the search page.</p>
      {searches.isLoading ? (
        <LoadingState label="Loading saved searches…" />
      ) : searches.isError || !searches.data ? (
        <ErrorState message={(searches.error && apiErrorMessage(searches.error)) || 'Your saved searches could not be loaded.'} onRetry={() => void searches.refetch()} />
      ) : searches.data.length === 0 ? (
        <EmptyState hint="You have no saved searches. Search for businesses and choose 'Save this search' to be e-mailed new matches." />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {searches.data.map((search) => (
            <SavedSearchRow key={search.id} search={search} onRemoved={setOutcome} />
          ))}
        </ul>
      )}
      {outcome && (
        <p role={outcome.removed ? 'status' : 'alert'} style={{ color: outcome.removed ? token.colorSuccess : token.colorError }}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
