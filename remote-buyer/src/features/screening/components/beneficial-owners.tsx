import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import type { CountryLabel } from '@insolvency/shared-contracts';
import { BENEFICIAL_OWNERS_MAX, findCountryLabel, type BeneficialOwner } from '@insolvency/shared-contracts/deal-room';
import { beneficialOwnersRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, useRegisterLabelsQuery } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, TextField } from '@insolvency/shared-ui/forms';
import { SearchSelectField } from '@insolvency/shared-ui/pickers';
import { COUNTRY_LABELS_ARG, useBuyerBeneficialOwnersQuery, useBuyerSaveBeneficialOwnersMutation } from '../api/screening-api';

export const BENEFICIAL_OWNERS_TEXTS = {
  intro: 'Name everyone who owns or controls 25% or more of the company you buy for. They are checked with you against the UK Sanctions List.',
  loadFailed: 'Your beneficial owners could not be loaded. Please try again.',
  none: 'No beneficial owners declared.',
  countryPlaceholder: 'Type or choose a country',
  /** An owner saved before the form offered a list, with a country the list does not have. */
  storedCountry: (stored: string) => `Saved as "${stored}", which is not in the list: choose the country before saving again.`,
} as const;

interface OwnerRow {
  Name: string;
  /** The country's code ('' until one is chosen). */
  Country: string;
  DateOfBirth: string;
  SharePercent: string;
  /** The country as stored when it is none of the list's (free text saved before the list); shown, never sent. */
  StoredCountry: string;
}
interface OwnersForm {
  Owners: OwnerRow[];
}

const OWNER_FIELDS = ['Name', 'Country', 'DateOfBirth', 'SharePercent'] as const;

function rowOf(owner: BeneficialOwner, countries: readonly CountryLabel[]): OwnerRow {
  const country = findCountryLabel(countries, owner.country);
  return { Name: owner.name, Country: country?.code ?? '', DateOfBirth: owner.dateOfBirth ?? '', SharePercent: String(owner.sharePercent), StoredCountry: country ? '' : owner.country };
}
const EMPTY: OwnerRow = { Name: '', Country: '', DateOfBirth: '', SharePercent: '', StoredCountry: '' };

/** The buyer's beneficial owners: a row per owner (name, country, date of birth if known, share), saved whole. */
export function BeneficialOwners() {
  const owners = useBuyerBeneficialOwnersQuery();
  const labels = useRegisterLabelsQuery(COUNTRY_LABELS_ARG);
  if (owners.isLoading || labels.isLoading) return <LoadingState label="Loading your beneficial owners" />;
  if (owners.error || !owners.data || labels.error || !labels.data) return <Alert type="error" showIcon role="alert" title={BENEFICIAL_OWNERS_TEXTS.loadFailed} />;
  return <OwnersForm saved={owners.data} countries={labels.data.countryLabels} />;
}

function OwnersForm({ saved, countries }: { saved: BeneficialOwner[]; countries: readonly CountryLabel[] }) {
  const { token } = theme.useToken();
  const { control, handleSubmit, setError, clearErrors } = useForm<OwnersForm>({ defaultValues: { Owners: saved.map((owner) => rowOf(owner, countries)) } });
  const { fields, append, remove } = useFieldArray({ control, name: 'Owners' });
  const [save, { isLoading, error }] = useBuyerSaveBeneficialOwnersMutation();
  const [message, setMessage] = useState<string | null>(null);
  // The focus goes to Add an owner once an owner is removed: left on the removed button, it fell to the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed) addButton.current?.focus();
  }, [removed]);
  const submit = handleSubmit(async (values) => {
    setMessage(null);
    clearErrors();
    const body = {
      Owners: values.Owners.map((row) => ({ Name: row.Name, Country: row.Country, DateOfBirth: row.DateOfBirth.trim() || null, SharePercent: row.SharePercent.trim() === '' ? undefined : Number(row.SharePercent) })),
    };
    const checked = beneficialOwnersRequestSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) if (issue.path.length === 3) setError(issue.path.join('.') as Path<OwnersForm>, { type: 'schema', message: issue.message });
      return;
    }
    const result = await save(body as Parameters<typeof save>[0]);
    if ('data' in result && result.data) setMessage(result.data.message);
    else if (result.error) {
      const fields = values.Owners.flatMap((_, index) => OWNER_FIELDS.map((field) => `Owners.${index}.${field}` as Path<OwnersForm>));
      applyServerFieldErrors(setError, result.error, fields);
    }
  });
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  return (
    <form aria-label="Beneficial owners" noValidate onSubmit={(event) => void submit(event)}>
      <p style={{ marginTop: 0 }}>{BENEFICIAL_OWNERS_TEXTS.intro}</p>
      {fields.length === 0 ? <p style={{ color: token.colorTextSecondary }}>{BENEFICIAL_OWNERS_TEXTS.none}</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} style={{ border: `${token.lineWidth}px solid ${token.colorSplit}`, borderRadius: token.borderRadius, padding: token.paddingSM, margin: `0 0 ${token.marginSM}px`, minWidth: 0 }}>
          <legend>{`Owner ${index + 1}`}</legend>
          <TextField control={control} name={`Owners.${index}.Name`} label="Full name" required maxLength={100} autoComplete="off" />
          <SearchSelectField
            control={control}
            name={`Owners.${index}.Country`}
            label="Country"
            required
            options={countryOptions}
            placeholder={BENEFICIAL_OWNERS_TEXTS.countryPlaceholder}
            help={field.StoredCountry ? BENEFICIAL_OWNERS_TEXTS.storedCountry(field.StoredCountry) : undefined}
          />
          <TextField control={control} name={`Owners.${index}.DateOfBirth`} label="Date of birth (YYYY-MM-DD), if known" maxLength={10} autoComplete="off" />
          <TextField control={control} name={`Owners.${index}.SharePercent`} label="Share (%)" required maxLength={6} autoComplete="off" />
          <Button
            onClick={() => {
              remove(index);
              setRemoved((count) => count + 1);
            }}
          >{`Remove owner ${index + 1}`}</Button>
        </fieldset>
      ))}
      {fields.length < BENEFICIAL_OWNERS_MAX ? (
        <Button ref={addButton} onClick={() => append(EMPTY)} style={{ marginBottom: token.marginSM }}>
          Add an owner
        </Button>
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? BENEFICIAL_OWNERS_TEXTS.loadFailed} style={{ marginBottom: token.marginSM }} /> : null}
      {message ? <Alert type="success" showIcon role="status" title={message} style={{ marginBottom: token.marginSM }} /> : null}
      <div>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save beneficial owners
        </Button>
      </div>
    </form>
  );
}
