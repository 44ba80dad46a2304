import type { Page, RoomUser } from '@jamstalldhet/contract';

// Shared by the stories and tests of this folder.

export const classroom: Page = {
  id: 501,
  slug: 'klass-7b-norrskolan',
  title: 'Klass 7B, Norrskolan',
  post_type: 'room',
  components: [],
  header: {},
};

export const participants: RoomUser[] = [
  { id: 1, first_name: 'Örjan', last_name: 'Svensson', role: 'teacher' },
  { id: 2, first_name: 'Aisha', last_name: 'Mohamed', role: 'student' },
  { id: 3, first_name: 'Zeynep', last_name: 'Kaya', role: 'student' },
  { id: 4, first_name: 'Åsa', last_name: 'Berg', role: 'administrator' },
  { id: 5, first_name: 'Elias', last_name: 'Nyström', role: 'student' },
  { id: 6, first_name: 'Ebba', last_name: '', role: 'subscriber' },
];
