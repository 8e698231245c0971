// antd's Tag apart from `data`: the admin's users table and the seller's interest list mark
// rows with it and need none of the cards, descriptions or tabs `data` brings.
export { Tag } from 'antd';
