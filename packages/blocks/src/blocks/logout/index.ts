export { Logout, logoutLabels } from './logout';
