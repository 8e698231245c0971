// Table renders Dropdown only for `rowSelection.selections`; its arrow shows at once, the menu once loaded.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/dropdown'), { whileLoading: 'children' });
