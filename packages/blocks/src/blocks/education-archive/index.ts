export { EducationArchive } from './education-archive';
export { educationArchiveLabels } from './education-archive-labels';
