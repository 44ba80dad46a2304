export { VideoFull, type VideoVariant } from './video-full';
export { videoFullLabels } from './video-full-labels';
