// antd's plain Input on its own (the seller's deal-room buyers filter): not the form kit's
// entry, which adds react-hook-form (~17 KB), nor `table`, whose Table (~40 KB with its pager
// and empty state) a screen drawing its own table does not need. A shared entry is downloaded
// whole by whoever consumes it.
export { default as Input } from 'antd/es/input/Input';
