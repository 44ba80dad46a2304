export { ListDownloads, listDownloadsLabels } from './list-downloads';
