// antd's Modal apart from `feedback`: the dialogs that ask before going on (admin user actions,
// the seller's 'Personal Details detected' and mark-sold) are opened from a click, while Alert is
// on first screens (the buyer inbox's criteria banner) that need no dialog, portal or focus trap.
export { Modal } from 'antd';
