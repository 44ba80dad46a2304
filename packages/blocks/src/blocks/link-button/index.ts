export { LinkButton } from './link-button';
