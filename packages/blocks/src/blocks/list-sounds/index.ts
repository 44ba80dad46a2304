export { ListSounds } from './list-sounds';
export { listSoundsLabels } from './list-sounds-labels';
