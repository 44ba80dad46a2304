import { type KnownRole, operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/secrets';
import { DEMO_ADDRESS_MESSAGE, isDemoAddress } from '../../content/demo-accounts';
import { clientAddressKey } from '../../http/client-address';
import { bearerToken } from '../../http/context';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { sendVerificationMail } from '../../mail/account-mails';
import { getSettings } from '../../storage/content';
import { EmailTakenError } from '../../storage/profile';
import { createSession, revokeSession } from '../../storage/sessions';
import { createUser, findUserByEmail, toWireUser } from '../../storage/users';
import { checkPassword, upgradePasswordHash } from './password-check';

const EMAIL_TAKEN = 'Det finns redan ett konto med den e-postadressen';

/** The role of a self-registered account. */
export const SELF_REGISTERED_ROLE = 'student' satisfies KnownRole;

export async function accountRoutes(app: FastifyInstance) {
  route(app, operations.login, async ({ body: credentials, request, reply }) => {
    const user = await findUserByEmail(app.db, credentials.email);
    // The same answer, and about the same time, whether the e-mail exists or not, with one
    // exception: unknown addresses hash in a lane of their own (auth/secrets.ts), so while a
    // flood fills that lane and not the accounts' one, a 503 or a queued login tells whether an
    // account exists. Registration tells that anyway (400 on `email`), at 30 an hour per address.
    const valid = await checkPassword(app, reply, {
      email: credentials.email,
      password: credentials.password,
      account: user ?? null,
      ip: request.ip,
      anonymous: true,
    });
    if (!user || !valid) {
      throw unauthorized('Fel e-postadress eller lösenord');
    }
    // Said only after the right password, so it tells a stranger nothing about the address.
    if (user.disabledAt) {
      throw forbidden('Kontot är avstängt. Kontakta Jämställdhetsmyndigheten om du behöver det igen.');
    }
    await upgradePasswordHash(app, user, credentials.password, request.ip);
    return { token: await createSession(app.db, user.id, app.config.sessionDays) };
  });

  route(app, operations.currentUser, async ({ user }) => ({ user: toWireUser(user) }));

  route(app, operations.logout, async ({ request }) => {
    const token = bearerToken(request);
    if (token) {
      await revokeSession(app.db, token);
    }
    return { ok: true as const };
  });

  route(app, operations.register, async ({ body: input, request, reply }) => {
    const address = clientAddressKey(request.ip);
    await rateLimit(app.db, reply, `register:ip:${address}`, RATE_LIMITS.registerPerIp);
    const { taxonomies } = await getSettings(app.db);
    const known = (terms: Array<{ id: number }>, id: number | null | undefined) =>
      id === null || id === undefined || terms.some((term) => term.id === id);
    if (!known(taxonomies.user_organization, input.organization)) {
      throw badRequest('Välj en organisation i listan', 'organization');
    }
    if (!known(taxonomies.user_work_title, input.work_title)) {
      throw badRequest('Välj en yrkesroll i listan', 'work_title');
    }
    if (isDemoAddress(input.email)) {
      throw badRequest(DEMO_ADDRESS_MESSAGE, 'email');
    }
    if (await findUserByEmail(app.db, input.email)) {
      throw badRequest(EMAIL_TAKEN, 'email');
    }
    const user = await createUser(app.db, {
      email: input.email,
      // Nobody's account yet: hashed in the lane of logins for unknown addresses.
      passwordHash: await hashPassword(input.password, { lane: 'anonymous', address }),
      firstName: input.first_name,
      lastName: input.last_name,
      // An ordinary learner, so my pages (SPEC §6: known roles only) open (docs/decisions.md).
      role: SELF_REGISTERED_ROLE,
      organizationId: input.organization ?? null,
      workTitleId: input.work_title ?? null,
    }).catch((error: unknown) => {
      // Two registrations of one address at once: the second finds it taken only on insert.
      throw error instanceof EmailTakenError ? badRequest(EMAIL_TAKEN, 'email') : error;
    });
    const token = await createSession(app.db, user.id, app.config.sessionDays);
    await sendVerificationMail(app, user).catch((error: unknown) => {
      // The account exists; the verification bar lets the user ask for the mail again.
      request.log.error({ err: error }, 'verification mail not sent');
    });
    reply.code(201);
    return { token };
  });
}
