// The staff pages (issue 14), loaded together as one chunk when the first of them is opened.
export { AdminRoute } from './admin/admin-route';
export { JoinRoomPage } from './rooms/join-room-page';
export { TeacherRoomPage } from './rooms/teacher-room-page';
