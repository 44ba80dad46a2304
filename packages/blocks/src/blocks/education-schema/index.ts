export { EducationSchemaBlock } from './education-schema';
export { educationSchemaLabels } from './education-schema-labels';
