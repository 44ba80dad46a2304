import { isValidEmail } from '@jamstalldhet/blocks/engine';
import { PASSWORD_MIN_LENGTH } from '@jamstalldhet/contract';

// The same words as the blocks' my-settings form, so a user meets one voice across the site.
export const fieldMessages = {
  emailMissing: 'Skriv din e-postadress.',
  emailInvalid: 'Skriv e-postadressen som namn@exempel.se.',
  passwordMissing: 'Skriv ditt lösenord.',
  passwordTooShort: `Lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken.`,
  firstNameMissing: 'Skriv ditt förnamn.',
  lastNameMissing: 'Skriv ditt efternamn.',
  termsMissing: 'Du behöver godkänna villkoren för att kunna skapa ett konto.',
} as const;

/** What is wrong with an e-mail address (SPEC §5, by the engine's rule), or nothing. */
export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') {
    return fieldMessages.emailMissing;
  }
  return isValidEmail(trimmed) ? undefined : fieldMessages.emailInvalid;
}

/** What is wrong with a new password (`PASSWORD_MIN_LENGTH`, as the API checks), or nothing. */
export function newPasswordProblem(password: string): string | undefined {
  if (password === '') {
    return fieldMessages.passwordMissing;
  }
  return password.length < PASSWORD_MIN_LENGTH ? fieldMessages.passwordTooShort : undefined;
}

/** The message when a required text is blank, or nothing. */
export function requiredProblem(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}
