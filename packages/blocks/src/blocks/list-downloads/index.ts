export { ListDownloads } from './list-downloads';
export { listDownloadsLabels } from './list-downloads-labels';
