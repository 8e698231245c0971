import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, KEYWORDS_MAX_LENGTH, WATCHLIST_REMINDER_DAYS } from '@insolvency/shared-contracts';
import {
  assetPreferencesRequestSchema,
  categoryPreferencesRequestSchema,
  keywordPreferencesRequestSchema,
  locationSizePreferencesRequestSchema,
  mailPreferencesRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import { useAssetLabelsQuery, useCategoryLabelsQuery, useLocationSizeLabelsQuery } from '@insolvency/shared-auth';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { CategoryTreeField, CheckboxField, CheckboxListField, RadioGroupField } from '@insolvency/shared-ui/choices';
import {
  useBuyerAssetPreferencesQuery,
  useBuyerCategoryPreferencesQuery,
  useBuyerKeywordsQuery,
  useBuyerLocationSizePreferencesQuery,
  useBuyerMailPreferencesQuery,
  useBuyerSaveAssetPreferencesMutation,
  useBuyerSaveCategoryPreferencesMutation,
  useBuyerSaveKeywordsMutation,
  useBuyerSaveLocationSizePreferencesMutation,
  useBuyerSaveMailPreferencesMutation,
} from '../api/preferences-api';
import { PreferenceForm, PreferenceFrame, PreferenceGate } from './preference-form';
import { SavedSearches } from './saved-searches';

/** A label set that needs no call: keywords are free text. */
const NO_LABELS = { data: true, isLoading: false, refetch: () => undefined };

/** AmendLocationSizePreferences (`/user/location-size`): the three required lists, each with its 'Any …' toggle. */
export function AmendLocationSizePreferences() {
  const saved = useBuyerLocationSizePreferencesQuery();
  const labels = useLocationSizeLabelsQuery();
  const [save, { isLoading }] = useBuyerSaveLocationSizePreferencesMutation();
  return (
    <PreferenceFrame title="Location and Size Preferences">
      <PreferenceGate saved={saved} labels={labels}>
        {(current, data) => (
          <PreferenceForm
            schema={locationSizePreferencesRequestSchema}
            defaultValues={{ Locations: current.locations, Turnovers: current.turnover, Employees: current.employees }}
            fields={['Locations', 'Turnovers', 'Employees']}
            label="Location and size preferences"
            isSaving={isLoading}
            save={(body) => save(body)}
          >
            {(control) => (
              <>
                <CheckboxListField control={control} name="Locations" legend="Locations" anyLabel="Any Location" required options={data.locationLabels.map((l) => ({ id: l.locationId, label: l.description }))} />
                <CheckboxListField control={control} name="Turnovers" legend="Turnover" anyLabel="Any Turnover" required options={data.turnoverLabels.map((l) => ({ id: l.turnoverId, label: l.description }))} />
                <CheckboxListField control={control} name="Employees" legend="Employees" anyLabel="Any Employees" required options={data.employeeLabels.map((l) => ({ id: l.employeesId, label: l.description }))} />
              </>
            )}
          </PreferenceForm>
        )}
      </PreferenceGate>
    </PreferenceFrame>
  );
}

/** AmendCategoryPreferences (`/user/categories`): parent sectors in two columns; a sector covers its children; none = every sector. */
export function AmendCategoryPreferences() {
  const saved = useBuyerCategoryPreferencesQuery();
  const labels = useCategoryLabelsQuery();
  const [save, { isLoading }] = useBuyerSaveCategoryPreferencesMutation();
  return (
    <PreferenceFrame title="Category Preferences">
      <PreferenceGate saved={saved} labels={labels}>
        {(current, data) => (
          <PreferenceForm
            schema={categoryPreferencesRequestSchema}
            defaultValues={{ Categories: current.categories }}
            fields={['Categories']}
            label="Category preferences"
            isSaving={isLoading}
            save={(body) => save(body)}
          >
            {(control) => <CategoryTreeField control={control} name="Categories" legend="Business Categories" categories={data.categoryLabels} />}
          </PreferenceForm>
        )}
      </PreferenceGate>
    </PreferenceFrame>
  );
}

/** AmendKeywordPreferences (`/user/keywords`): at most 1000 characters; empty = no keyword filter. */
export function AmendKeywordPreferences() {
  const saved = useBuyerKeywordsQuery();
  const [save, { isLoading }] = useBuyerSaveKeywordsMutation();
  return (
    <PreferenceFrame title="Keyword Preferences">
      <PreferenceGate saved={saved} labels={NO_LABELS}>
        {(current) => (
          <PreferenceForm
            schema={keywordPreferencesRequestSchema}
            defaultValues={{ Keywords: current.keywords }}
            fields={['Keywords']}
            label="Keyword preferences"
            isSaving={isLoading}
            save={(body) => save(body)}
          >
            {(control) => (
              <TextAreaField
                control={control}
                name="Keywords"
                label="Keywords"
                hint="(optional)"
                rows={5}
                softMaxLength={KEYWORDS_MAX_LENGTH}
                help="Separate keywords with commas. A posting matches when one of them is in its heading, description or reference."
              />
            )}
          </PreferenceForm>
        )}
      </PreferenceGate>
    </PreferenceFrame>
  );
}

/** AmendAssetPreferences (`/user/assets`): the key assets looked for, in rows of three; none = any. */
export function AmendAssetPreferences() {
  const saved = useBuyerAssetPreferencesQuery();
  const labels = useAssetLabelsQuery();
  const [save, { isLoading }] = useBuyerSaveAssetPreferencesMutation();
  return (
    <PreferenceFrame title="Asset Preferences">
      <PreferenceGate saved={saved} labels={labels}>
        {(current, data) => (
          <PreferenceForm
            schema={assetPreferencesRequestSchema}
            defaultValues={{ KeyAssets: current.keyAssets }}
            fields={['KeyAssets']}
            label="Asset preferences"
            isSaving={isLoading}
            save={(body) => save(body)}
          >
            {(control) => <CheckboxListField control={control} name="KeyAssets" legend="Assets" options={data.assetLabels.map((a) => ({ id: a.assetId, label: a.description }))} />}
          </PreferenceForm>
        )}
      </PreferenceGate>
    </PreferenceFrame>
  );
}

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

/**
 * AmendEmailPreferences (`/user/email-preferences`): match alerts on or off, one mail per
 * matching post or one daily digest, and the watchlist reminders. An unsubscribe link turns
 * one of them off; this is where it is turned back on. The buyer's saved searches are listed
 * below, each mailed as it was saved.
 */
export function AmendEmailPreferences() {
  const saved = useBuyerMailPreferencesQuery();
  const [save, { isLoading }] = useBuyerSaveMailPreferencesMutation();
  return (
    <PreferenceFrame title="E-mail Preferences">
      <PreferenceGate saved={saved} labels={NO_LABELS}>
        {(current) => (
          <PreferenceForm
            schema={mailPreferencesRequestSchema}
            defaultValues={{ MatchAlerts: current.matchAlerts, AlertFrequency: current.alertFrequency, WatchlistReminders: current.watchlistReminders }}
            fields={['MatchAlerts', 'AlertFrequency', 'WatchlistReminders']}
            label="E-mail preferences"
            isSaving={isLoading}
            save={(body) => save(body)}
          >
            {(control) => (
              <>
                <CheckboxField control={control} name="MatchAlerts" label="Match alerts" hint="E-mails about new postings that match your preferences." />
                <RadioGroupField control={control} name="AlertFrequency" label="How often" options={FREQUENCY_OPTIONS} />
                <CheckboxField
                  control={control}
                  name="WatchlistReminders"
                  label="Watchlist reminders"
                  hint={`An e-mail ${WATCHLIST_REMINDER_DAYS} days before a posting on your watchlist ends.`}
                />
              </>
            )}
          </PreferenceForm>
        )}
      </PreferenceGate>
      <SavedSearches />
    </PreferenceFrame>
  );
}
