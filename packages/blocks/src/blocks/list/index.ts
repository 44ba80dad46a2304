export { LIST_ICONS, ListBlock, type ListIcon } from './list';
