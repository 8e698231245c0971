import { useCallback, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useForm, type Control, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { pathFor, type MessageResponse, type RouteName } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { SaveConfirmation } from '@insolvency/shared-ui/screens';

/** The four preference tabs (spec §2), in the spec's order, then the mail choices. */
const TABS: { name: RouteName; label: string }[] = [
  { name: 'AmendLocationSizePreferences', label: 'Location and Size' },
  { name: 'AmendCategoryPreferences', label: 'Categories' },
  { name: 'AmendKeywordPreferences', label: 'Keywords' },
  { name: 'AmendAssetPreferences', label: 'Assets' },
  { name: 'AmendEmailPreferences', label: 'E-mail' },
];

/** The page around a preference form: its title and the tabs between the four screens. */
export function PreferenceFrame({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader title={title} />
      <nav aria-label="Preferences" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.marginLG }}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.name}
            to={pathFor(tab.name)}
            style={({ isActive }) => ({
              padding: `${token.paddingXXS}px ${token.paddingSM}px`,
              borderRadius: token.borderRadius,
              border: `1px solid ${isActive ? token.colorPrimary : token.colorBorder}`,
              color: isActive ? token.colorPrimary : token.colorText,
              fontWeight: isActive ? 600 : undefined,
              textDecoration: 'none',
            })}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

interface Loadable<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The buyer's saved preference (and the label set its choices come from): loading and failure, then the form. */
export function PreferenceGate<A, B>({ saved, labels, children }: { saved: Loadable<A>; labels: Loadable<B>; children: (saved: A, labels: B) => ReactNode }) {
  if (saved.isLoading || labels.isLoading) return <LoadingState label="Loading your preferences…" />;
  if (!saved.data || !labels.data) {
    const failed = saved.data ? labels : saved;
    return (
      <ErrorState
        title="Your preferences could not be loaded"
        message={apiErrorMessage(failed.error as Parameters<typeof apiErrorMessage>[0]) ?? 'Please check your connection and try again.'}
        onRetry={() => {
          void saved.refetch();
          void labels.refetch();
        }}
      />
    );
  }
  return <>{children(saved.data, labels.data)}</>;
}

type SaveResult = { data: MessageResponse } | { error: unknown };

export interface PreferenceFormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The save request's own schema (shared-contracts). */
  schema: S;
  defaultValues: z.input<S>;
  /** The payload's field names, for the server's field errors. */
  fields: readonly Path<z.input<S>>[];
  label: string;
  isSaving: boolean;
  save: (body: z.output<S>) => Promise<SaveResult>;
  children: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
}

/**
 * A preference form: validated with the request's schema, saved whole; the server's message
 * is shown for 2.8 s on success (spec §8), its message (and field errors) on failure.
 */
export function PreferenceForm<S extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, fields, label, isSaving, save, children }: PreferenceFormProps<S>) {
  const { token } = theme.useToken();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const hide = useCallback(() => setSavedMessage(null), []);
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    setSavedMessage(null);
    const result = await save(body);
    if ('data' in result) {
      setSavedMessage(result.data.message);
      return;
    }
    applyServerFieldErrors(setError, result.error, fields);
    setFailure(apiErrorMessage(result.error as Parameters<typeof apiErrorMessage>[0]) ?? 'Your preferences could not be saved. Please try again.');
  });
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      {children(control)}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: token.marginSM }} /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM, marginTop: token.marginMD }}>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          Save Changes
        </Button>
        <SaveConfirmation text={savedMessage ?? ''} show={savedMessage !== null} onHide={hide} />
      </div>
    </form>
  );
}
