// Table renders its virtual-scrolling body only with `virtual`, which none of our tables sets;
// imported statically it brought a virtual list and its scroll bar to every table.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/table/RcTable/VirtualTable'), { whileLoading: 'nothing' });
