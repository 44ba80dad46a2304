import { ALREADY_COMPLETED_MESSAGE } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { completionErrorMessage, defaultCompletionErrorTexts, isAlreadyCompleted } from './completion-errors';

/** An error answer of the API, as a host's client throws it. */
function apiError(statusCode: number, message: string, field?: string): Error {
  return Object.assign(new Error(message), { statusCode, field });
}

describe('isAlreadyCompleted', () => {
  it('knows the exact 400 of a second completion', () => {
    expect(isAlreadyCompleted(apiError(400, ALREADY_COMPLETED_MESSAGE))).toBe(true);
    expect(isAlreadyCompleted({ statusCode: 400, message: 'User has allready completed education' })).toBe(
      true,
    );
  });

  it('is false for another 400, another status, or an error that is no answer of the API', () => {
    expect(isAlreadyCompleted(apiError(400, 'Utbildningen är inte öppen'))).toBe(false);
    expect(isAlreadyCompleted(apiError(500, ALREADY_COMPLETED_MESSAGE))).toBe(false);
    expect(isAlreadyCompleted(new Error(ALREADY_COMPLETED_MESSAGE))).toBe(false);
    expect(isAlreadyCompleted(null)).toBe(false);
  });
});

describe('completionErrorMessage', () => {
  it('says the connection broke when fetch could not reach the server', () => {
    expect(completionErrorMessage(new TypeError('Failed to fetch'))).toBe(
      defaultCompletionErrorTexts.offline,
    );
    expect(defaultCompletionErrorTexts.offline).toBe(
      'Utbildningen kunde inte slutföras eftersom anslutningen bröts. Dina svar finns kvar. Försök igen när du är uppkopplad.',
    );
  });

  it('says the learner was logged out on a 401', () => {
    expect(completionErrorMessage(apiError(401, 'Unauthorized'))).toBe(defaultCompletionErrorTexts.loggedOut);
    expect(defaultCompletionErrorTexts.loggedOut).toBe(
      'Du har blivit utloggad. Logga in igen för att slutföra utbildningen. Dina svar finns kvar.',
    );
  });

  it('shows the API’s own message of a 4xx, also one that names a field', () => {
    expect(completionErrorMessage(apiError(400, 'Utbildningen är inte öppen'))).toBe(
      'Utbildningen är inte öppen',
    );
    expect(completionErrorMessage(apiError(403, 'Du har inte tillgång till utbildningen'))).toBe(
      'Du har inte tillgång till utbildningen',
    );
    expect(completionErrorMessage(apiError(400, 'Ogiltigt värde', 'answers[0].values'))).toBe(
      'Ogiltigt värde',
    );
  });

  it('says the server failed for a 5xx, a 4xx without message and anything that is no answer of the API', () => {
    const server = defaultCompletionErrorTexts.server;
    expect(server).toBe(
      'Utbildningen kunde inte slutföras just nu. Dina svar finns kvar. Försök igen om en stund.',
    );
    expect(completionErrorMessage(apiError(503, 'Service Unavailable'))).toBe(server);
    expect(completionErrorMessage(apiError(400, ''))).toBe(server);
    expect(completionErrorMessage(new Error('Utbildningen är inte öppen'))).toBe(server);
    expect(completionErrorMessage({ status: 400, message: 'status is not statusCode' })).toBe(server);
    expect(completionErrorMessage('boom')).toBe(server);
    expect(completionErrorMessage(undefined)).toBe(server);
  });

  it('takes the host’s own texts', () => {
    const texts = { offline: 'Offline.', loggedOut: 'Logged out.', server: 'Server error.' };
    expect(completionErrorMessage(new TypeError('Failed to fetch'), texts)).toBe('Offline.');
    expect(completionErrorMessage(apiError(401, 'Unauthorized'), texts)).toBe('Logged out.');
    expect(completionErrorMessage(apiError(502, 'Bad Gateway'), texts)).toBe('Server error.');
  });
});
