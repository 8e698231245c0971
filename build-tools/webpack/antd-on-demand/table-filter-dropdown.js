// Table renders a FilterDropdown only on a column with `filters` or `filterDropdown`, which none
// of our tables has; imported statically it brought antd's Tree, Menu, Dropdown, Checkbox and
// Radio to every table. A filtered column's title shows at once, its filter button a moment later.
import { onDemand } from './on-demand';

export default onDemand(() => import('antd/es/table/hooks/useFilter/FilterDropdown'), { whileLoading: 'children' });

/** The values of a column's filter options and of their nested options, depth first (useFilter needs it at once). */
export function flattenKeys(filters) {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
