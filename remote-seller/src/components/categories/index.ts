export { AdditionalCategoriesField, PrimaryCategoryField, categoryOptions } from './category-fields';
