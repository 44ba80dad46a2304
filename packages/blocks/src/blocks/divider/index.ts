export { Divider } from './divider';
