export { Logout } from './logout';
export { logoutLabels } from './logout-labels';
