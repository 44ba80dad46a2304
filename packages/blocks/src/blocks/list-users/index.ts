export { ListUsers, roleName } from './list-users';
export { listUsersLabels } from './list-users-labels';
