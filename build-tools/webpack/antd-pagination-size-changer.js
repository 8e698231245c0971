// Stands in for antd's Select where antd's Pagination imports it (create-federated-config.js):
// the pager renders a Select only as its page-size changer, which the buyer inbox turns off and
// tables show past 50 rows. Imported statically, Select and its virtual list, trigger and empty
// state (about 25 KiB brotli) came with every pager; here they load when a changer is shown,
// which then appears a moment after the page numbers.
import { createElement, lazy, Suspense } from 'react';

const Select = lazy(() => import('antd/es/select'));

export default function PaginationSizeChanger(props) {
  return createElement(Suspense, { fallback: null }, createElement(Select, props));
}
