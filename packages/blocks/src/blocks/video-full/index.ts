export { VideoFull, type VideoVariant, videoFullLabels } from './video-full';
