/*
 * The deal rooms' steps as Admin reads them (GET admin/deal-room-audit): the deal room's trail
 * (`deal_room_events`) and the buyers' pack downloads, by post, by user and by kind.
 */

/** Every kind of step, in the order a deal room usually takes them. */
export const DEAL_ROOM_EVENT_KINDS = [
  'settings-saved',
  'nda-accepted',
  'access-approved',
  'access-revoked',
  'document-added',
  'document-removed',
  'document-downloaded',
  'question-asked',
  'question-answered',
  'answer-edited',
  'answer-published',
  'answer-unpublished',
  'offers-closing-set',
  'offers-closing-removed',
  'proof-of-funds-uploaded',
  'offer-made',
  'offer-replaced',
  'offer-accepted',
  'screening-decided',
  'access-paused',
  'ofsi-report-downloaded',
  'cdd-requirement-changed',
  'cdd-buyer-saved',
  'cdd-practitioner-saved',
] as const;
export type DealRoomEventKind = (typeof DEAL_ROOM_EVENT_KINDS)[number];

export const DEAL_ROOM_EVENT_LABELS: Record<DealRoomEventKind, string> = {
  'settings-saved': 'NDA and pack release set',
  'nda-accepted': 'NDA accepted',
  'access-approved': 'Access approved',
  'access-revoked': 'Access revoked',
  'document-added': 'Document added',
  'document-removed': 'Document removed',
  'document-downloaded': 'Document downloaded',
  'question-asked': 'Question asked',
  'question-answered': 'Question answered',
  'answer-edited': 'Answer edited',
  'answer-published': 'Answer published',
  'answer-unpublished': 'Answer unpublished',
  'offers-closing-set': 'Closing time set or moved',
  'offers-closing-removed': 'Closing time removed',
  'proof-of-funds-uploaded': 'Proof of funds uploaded',
  'offer-made': 'Offer made',
  'offer-replaced': 'Offer replaced',
  'offer-accepted': 'Offer accepted',
  'screening-decided': 'Sanctions possible match decided',
  'access-paused': 'Access paused (true match)',
  'ofsi-report-downloaded': 'Draft OFSI report downloaded',
  'cdd-requirement-changed': 'CDD requirement changed',
  'cdd-buyer-saved': "Buyer's CDD details given",
  'cdd-practitioner-saved': 'CDD recorded by the practitioner',
};

/** One step: what, on which post, by whom, when; `details` the ids and values it recorded (never a sealed offer's terms). */
export interface DealRoomAuditEntry {
  /** Unique across the trail and the downloads (`event-12`, `download-3`). */
  id: string;
  postId: number;
  postReference: string;
  actorId: number | null;
  actorName: string;
  kind: DealRoomEventKind;
  details: Record<string, string | number | boolean | null>;
  createdAt: string;
}

export interface DealRoomAuditPage {
  entries: DealRoomAuditEntry[];
  roundedPageCount: number;
  totalCount: number;
}
