// antd's Pagination apart from `data`: the buyer's inbox pages its cards with it and needs none
// of the cards, descriptions or tabs `data` brings.
export { Pagination } from 'antd';
