import {
  MY_DATA_PATH,
  type UpdateAccountRequest,
  type UpdateAddressRequest,
} from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** A JSON file to save: the body as the server sent it and the name it gave the file. */
export interface MyDataFile {
  fileName: string;
  json: string;
}

export const MY_DATA_FALLBACK_FILE_NAME = 'my-data.json';

/** The file name of a `Content-Disposition: attachment; filename="..."` header (RFC 6266, `filename*` first). */
export function attachmentFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  // Never let a server-sent name choose a folder.
  return name ? name.replace(/[\\/]/g, '_') : null;
}

/** The file's text as sent on success; a failure's JSON `{message}` parsed, for the screen to show. */
async function myDataBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.ok) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** AmendAccountDetails and AmendAddressDetails: the logged-in user's own account. */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/allauth/account?isBuyer= (personal details; the primary e-mail is never sent). */
    accountUpdateDetails: build.mutation<unknown, { isBuyer: boolean; body: UpdateAccountRequest }>({
      query: ({ isBuyer, body }) => ({ url: 'allauth/account', method: 'PATCH', params: { isBuyer }, body }),
      invalidatesTags: ['Account'],
    }),
    /** PATCH /api/allauth/account-address */
    accountUpdateAddress: build.mutation<unknown, UpdateAddressRequest>({
      query: (body) => ({ url: 'allauth/account-address', method: 'PATCH', body }),
      invalidatesTags: ['Account'],
    }),
    /**
     * GET /api/allauth/my-data: everything held about the caller (UK GDPR right of access).
     * A mutation, so the answer is fetched afresh on every click and never kept in the store.
     */
    accountMyData: build.mutation<MyDataFile, void>({
      query: () => ({ url: MY_DATA_PATH, responseHandler: myDataBody }),
      transformResponse: (json: string, meta) => ({
        json,
        fileName: attachmentFileName(meta?.response?.headers.get('Content-Disposition')) ?? MY_DATA_FALLBACK_FILE_NAME,
      }),
    }),
  }),
});

export const {
  useAccountUpdateDetailsMutation,
  useAccountUpdateAddressMutation,
  useAccountMyDataMutation,
} = accountApi;
