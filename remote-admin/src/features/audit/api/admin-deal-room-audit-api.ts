import type { DealRoomAuditPage, DealRoomEventKind } from '@insolvency/shared-contracts/deal-room';
import { api } from '@insolvency/shared-auth';

export interface AdminDealRoomAuditArgs {
  postId?: number;
  userId?: number;
  kind?: DealRoomEventKind;
  page: number;
  pageSize: number;
}

/** The deal rooms' steps (read only). */
const adminDealRoomAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/deal-room-audit?postId&userId&kind&page&pageSize */
    adminDealRoomAudit: build.query<DealRoomAuditPage, AdminDealRoomAuditArgs>({
      query: (params) => ({ url: 'admin/deal-room-audit', params }),
    }),
  }),
});

export const { useAdminDealRoomAuditQuery } = adminDealRoomAuditApi;
