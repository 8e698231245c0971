export { DealRoomCounts, dealRoomCounts } from './deal-room-counts';
