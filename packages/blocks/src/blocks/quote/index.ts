export { Quote } from './quote';
