export { EducationPresentation } from './education-presentation';
export { educationPresentationLabels } from './education-presentation-labels';
