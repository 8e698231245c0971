// Table renders a Tooltip only around a sortable column's title; until it is in, the title
// shows without its hint.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/tooltip'), { whileLoading: 'children' });
