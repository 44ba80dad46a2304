export { ImageBlock, type ImagePosition } from './image';
