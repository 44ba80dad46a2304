export { EducationPresentation, educationPresentationLabels } from './education-presentation';
