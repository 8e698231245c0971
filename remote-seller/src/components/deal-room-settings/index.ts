export { DealRoomGroup, DEAL_ROOM_GROUP_TEXTS, useDealRoomGroup, useSaveDealRoomGroup, useSaveNewPostDealRoom } from './deal-room-group';
export type { DealRoomGroupForm } from './deal-room-group';
