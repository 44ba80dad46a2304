export { EducationCertificate, educationCertificateLabels } from './education-certificate';
