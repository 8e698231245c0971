// Table renders Checkbox only for `rowSelection`; the row's box appears a moment after the row.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/checkbox'), { whileLoading: 'nothing' });
