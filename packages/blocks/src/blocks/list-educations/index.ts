export { educationTaxonomies } from './education-taxonomies';
export { ListEducations, type ListEducationsProps } from './list-educations';
export { listEducationsLabels } from './list-educations-labels';
