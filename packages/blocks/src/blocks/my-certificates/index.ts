export { MyCertificates, myCertificatesLabels } from './my-certificates';
