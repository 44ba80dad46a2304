export { MyCertificates } from './my-certificates';
export { myCertificatesLabels } from './my-certificates-labels';
