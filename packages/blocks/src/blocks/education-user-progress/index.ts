export {
  EducationUserProgress,
  type EducationUserProgressProps,
  educationUserProgressLabels,
} from './education-user-progress';
