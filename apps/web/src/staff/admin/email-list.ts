/** Addresses typed one per line or separated by commas. */
export const emailList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
