export { ListSounds, listSoundsLabels } from './list-sounds';
