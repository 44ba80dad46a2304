export { Comments } from './comments';
export { commentsLabels } from './comments-labels';
