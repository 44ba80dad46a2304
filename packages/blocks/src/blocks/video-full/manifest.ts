import { defineBlockFolder } from '../block-manifest';
import { videoFullEnglish } from './video-full-english';
import { videoFullLabels } from './video-full-labels';

/** The `video-full` folder: its block, texts and code (see `block-manifest.ts`). */
export const videoFullManifest = defineBlockFolder({
  folder: 'video-full',
  blocks: {
    'video-full': {
      title: 'Video',
      component: 'VideoFull',
      fields: [
        'title',
        'html',
        'image',
        'video_url',
        'video_url_visual',
        'video_no_visual_information',
        'video_url_sign',
        'video_transcript',
      ],
    },
  },
  labels: videoFullLabels,
  english: videoFullEnglish,
});
