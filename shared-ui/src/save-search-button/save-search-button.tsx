import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ROLES,
  savedSearchFiltersOf,
  savedSearchView,
  searchViewParams,
  type AlertFrequency,
  type SavedSearchFilters,
  type SearchFilter,
} from '@insolvency/shared-contracts';
import { apiErrorMessage, loginPath, useSavedSearchesSaveMutation, useSession } from '@insolvency/shared-auth';
import { NativeButton } from '../native-button';
import { theme } from '../theme';

export interface SaveSearchButtonProps {
  /** The search on the page: its words and filters (paging is not part of a saved search). */
  search: SearchFilter;
}

/** The words and filters of `search`, as POST buyer/saved-searches takes them: every filter of the page (several values, appointment, added, sort, exact). */
function savedSearchOf(search: SearchFilter): { Query: string; Filters: SavedSearchFilters } {
  return { Query: (search.q ?? '').trim(), Filters: savedSearchFiltersOf(search) };
}

/** Login, then back to this search (its words, filters and page): the Login query names the Search route with the search's own query. */
function loginPathFor(search: SearchFilter): string {
  const { Query, Filters } = savedSearchOf(search);
  const view = { ...savedSearchView(search.q ?? Query, Filters), page: search.page ?? 1 };
  return loginPath({ route: 'Search', id: searchViewParams(view).toString() || null });
}

/**
 * "Save this search" for a signed-in buyer: asks how new posts it finds should be mailed (each at
 * once, or a daily e-mail) and saves the search as an alert; the server's answer (saved, already
 * saved, too many) is shown beside it. A visitor is offered Login, which brings them back to this
 * search; a seller or an admin sees nothing. Native elements only, so a visitor's search page
 * loads no antd for it.
 */
export function SaveSearchButton({ search }: SaveSearchButtonProps) {
  const { token } = theme.useToken();
  const session = useSession();
  const [save, { isLoading }] = useSavedSearchesSaveMutation();
  const [choosing, setChoosing] = useState(false);
  const [delivery, setDelivery] = useState<AlertFrequency>('each');
  const [answer, setAnswer] = useState<{ saved: boolean; text: string } | null>(null);
  const name = useId();
  // Drawn after hydration only: the server renders the search page for nobody in particular.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || session.isResolving) return null;
  if (!session.isAuthenticated) {
    return (
      <p style={{ margin: `0 0 ${token.margin}px` }}>
        <Link to={loginPathFor(search)}>Log in</Link> to save this search and get new matches by e-mail
      </p>
    );
  }
  if (session.role !== ROLES.buyer) return null;

  const submit = async () => {
    const result = await save({ ...savedSearchOf(search), Delivery: delivery });
    if ('data' in result && result.data) {
      setAnswer({ saved: true, text: result.data.message });
      setChoosing(false);
    } else {
      setAnswer({ saved: false, text: ('error' in result && result.error && apiErrorMessage(result.error)) || 'The search could not be saved. Please try again.' });
    }
  };

  return (
    <div style={{ display: 'grid', gap: token.marginXS, justifyItems: 'start', marginBottom: token.margin }}>
      {choosing ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
          <legend style={{ padding: 0, marginBottom: token.marginXS, fontWeight: 600 }}>E-mail me new posts this search finds</legend>
          {ALERT_FREQUENCIES.map((frequency) => (
            <label key={frequency} style={{ display: 'flex', gap: token.marginXS, alignItems: 'center' }}>
              <input type="radio" name={name} value={frequency} checked={delivery === frequency} onChange={() => setDelivery(frequency)} />
              {ALERT_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
          <div style={{ display: 'flex', gap: token.marginXS }}>
            <NativeButton onClick={submit} disabled={isLoading}>
              Save search
            </NativeButton>
            <NativeButton variant="link" onClick={() => setChoosing(false)}>
              Cancel
            </NativeButton>
          </div>
        </fieldset>
      ) : (
        <NativeButton
          onClick={() => {
            setAnswer(null);
            setChoosing(true);
          }}
        >
          Save this search
        </NativeButton>
      )}
      {answer && (
        <p role={answer.saved ? 'status' : 'alert'} style={{ margin: 0, color: answer.saved ? token.colorSuccess : token.colorError }}>
          {answer.text}
        </p>
      )}
    </div>
  );
}
