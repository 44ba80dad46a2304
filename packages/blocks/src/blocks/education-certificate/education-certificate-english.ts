import type { educationCertificateLabels } from './education-certificate-labels';

/** The texts of `education-certificate` in English, for `englishLabels`. */
export const educationCertificateEnglish: Readonly<Record<keyof typeof educationCertificateLabels, string>> =
  {
    'certificateForm.fullname': 'First and last name',
    'certificateForm.email': 'E-mail address',
    'certificateForm.required': 'Both fields must be filled in.',
    'certificateForm.submit': 'Send the certificate',
    'certificateForm.sending': 'Sending …',
    'certificateForm.sent': 'The certificate is sent to {email}.',
    'certificateForm.error': 'The certificate could not be sent. {message}',
    'certificateForm.errorPrefix': 'Error:',
    'certificateForm.fullnameMissing': 'Write your first and last name.',
    'certificateForm.emailMissing': 'Write your e-mail address.',
    'certificateForm.emailInvalid': 'Write the e-mail address as name@example.com.',
    'certificateForm.unavailable': 'You can ask for a certificate once you have completed the course.',
  };
