// Pagination renders a Select only as its page-size changer, which the buyer inbox turns off and
// tables show past 50 rows. Imported statically, Select and its virtual list, trigger and empty
// state (about 25 KiB brotli) came with every pager; the changer appears a moment after the
// page numbers instead.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/select'), { whileLoading: 'nothing' });
