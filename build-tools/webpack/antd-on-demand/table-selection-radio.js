// Table renders Radio only for a single-choice `rowSelection`; the row's button appears a moment after the row.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/radio'), { whileLoading: 'nothing' });
