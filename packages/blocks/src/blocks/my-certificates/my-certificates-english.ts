import type { myCertificatesLabels } from './my-certificates-labels';

/** The texts of `my-certificates` in English, for `englishLabels`. */
export const myCertificatesEnglish: Readonly<Record<keyof typeof myCertificatesLabels, string>> = {
  'myCertificates.loading': 'Loading your certificates …',
  'myCertificates.error': 'Your certificates could not be loaded.',
  'myCertificates.retry': 'Try again',
  'myCertificates.empty': 'You have no certificates yet.',
  'myCertificates.loggedOut': 'Log in to see your certificates.',
  'myCertificates.list': 'Your certificates',
  'myCertificates.name': 'Name',
  'myCertificates.issued': 'Issued',
  'myCertificates.code': 'Verification code',
  'myCertificates.download': 'Download the certificate (PDF)',
};
