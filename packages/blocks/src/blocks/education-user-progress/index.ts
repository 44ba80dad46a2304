export {
  EducationUserProgress,
  type EducationUserProgressProps,
} from './education-user-progress';
export { educationUserProgressLabels } from './education-user-progress-labels';
