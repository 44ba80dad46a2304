/** Texts of the `education-certificate` block. */
export const educationCertificateLabels = {
  'certificateForm.fullname': 'För- och efternamn',
  'certificateForm.email': 'E-postadress',
  'certificateForm.required': 'Båda fälten måste fyllas i.',
  'certificateForm.submit': 'Skicka certifikatet',
  'certificateForm.sending': 'Skickar …',
  'certificateForm.sent': 'Certifikatet är skickat till {email}.',
  'certificateForm.error': 'Certifikatet kunde inte skickas. {message}',
  'certificateForm.errorPrefix': 'Fel:',
  'certificateForm.fullnameMissing': 'Skriv ditt för- och efternamn.',
  'certificateForm.emailMissing': 'Skriv din e-postadress.',
  'certificateForm.emailInvalid': 'Skriv e-postadressen i formen namn@exempel.se.',
  'certificateForm.unavailable': 'Du kan begära ett certifikat när du har slutfört utbildningen.',
} as const;
