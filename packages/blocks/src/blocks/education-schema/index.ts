export { EducationSchemaBlock, educationSchemaLabels } from './education-schema';
