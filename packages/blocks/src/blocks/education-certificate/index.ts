export { EducationCertificate } from './education-certificate';
export { educationCertificateLabels } from './education-certificate-labels';
