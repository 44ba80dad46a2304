export { TextBlock } from './text';
