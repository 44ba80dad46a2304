export { CardFull } from './card-full';
