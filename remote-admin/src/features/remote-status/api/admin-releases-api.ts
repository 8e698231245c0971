import type { Area, AreaReleases, ReleaseChange, ReleaseSummary } from '@insolvency/shared-contracts';
import type { RollbackRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** A release or a rollback changes the areas' history and adds to the audit trail. */
const changed = (_result: unknown, error: unknown) => (error ? [] : (['AdminReleases', 'AdminAudit'] as const).slice());

/** Releases of the front-end areas (issue 57): the history, a release of a built dist/, a rollback. */
const adminReleasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/releases */
    adminReleases: build.query<AreaReleases[], void>({
      query: () => ({ url: 'admin/releases' }),
      providesTags: ['AdminReleases'],
    }),
    /** POST /api/admin/releases (multipart, `releaseBody`) */
    adminRelease: build.mutation<ReleaseSummary, FormData>({
      query: (body) => ({ url: 'admin/releases', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** POST /api/admin/releases/rollback {area, version?, notes} */
    adminRollback: build.mutation<ReleaseChange, RollbackRequest>({
      query: (body) => ({ url: 'admin/releases/rollback', method: 'POST', body }),
      invalidatesTags: changed,
    }),
  }),
});

/** A release's multipart body: the area, the notes, and every file of dist/ named by its path there. */
export function releaseBody(area: Area, notes: string, files: { path: string; file: Blob }[]): FormData {
  const body = new FormData();
  body.append('area', area);
  body.append('notes', notes);
  for (const { path, file } of files) body.append('files', file, path);
  return body;
}

export const { useAdminReleasesQuery, useAdminReleaseMutation, useAdminRollbackMutation } = adminReleasesApi;
