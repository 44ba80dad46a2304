export { ListUsers, listUsersLabels, roleName } from './list-users';
