import { isValidEmail } from '@jamstalldhet/blocks/engine';
import { PASSWORD_MIN_LENGTH } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/secrets';
import { bearerToken, requireUser } from '../../http/context';
import { badRequest, parseInput, unauthorized } from '../../http/errors';
import { getSettings } from '../../storage/content';
import { createSession, revokeSession } from '../../storage/sessions';
import { createUser, findUserByEmail, toWireUser } from '../../storage/users';

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => isValidEmail(value), 'Ange en giltig e-postadress');

const LoginSchema = z.object({ email, password: z.string().min(1).max(200) });

const RegisterSchema = z.object({
  first_name: z.string().trim().min(1, 'Fyll i förnamn').max(100),
  last_name: z.string().trim().min(1, 'Fyll i efternamn').max(100),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken`)
    .max(200),
  organization: z.number().int().positive().nullable().optional(),
  work_title: z.number().int().positive().nullable().optional(),
  accept_terms: z.literal(true, { error: 'Du behöver godkänna villkoren' }),
});

export async function accountRoutes(app: FastifyInstance) {
  app.post('/api/user/login', async (request) => {
    const credentials = parseInput(LoginSchema, request.body);
    const user = await findUserByEmail(app.db, credentials.email);
    // The same answer, and about the same time, whether the e-mail exists or not.
    const valid = user
      ? await verifyPassword(credentials.password, user.passwordHash)
      : await verifyPassword(credentials.password, DUMMY_HASH);
    if (!user || !valid) {
      throw unauthorized('Fel e-postadress eller lösenord');
    }
    return { token: await createSession(app.db, user.id, app.config.sessionDays) };
  });

  app.post('/api/user/token', async (request) => ({ user: toWireUser(await requireUser(request)) }));

  app.post('/api/logout', async (request) => {
    const token = bearerToken(request);
    if (token) {
      await revokeSession(app.db, token);
    }
    return { ok: true };
  });

  app.post('/api/user/register', async (request, reply) => {
    const input = parseInput(RegisterSchema, request.body);
    const { taxonomies } = await getSettings(app.db);
    const known = (terms: Array<{ id: number }>, id: number | null | undefined) =>
      id === null || id === undefined || terms.some((term) => term.id === id);
    if (!known(taxonomies.user_organization, input.organization)) {
      throw badRequest('Välj en organisation i listan', 'organization');
    }
    if (!known(taxonomies.user_work_title, input.work_title)) {
      throw badRequest('Välj en yrkesroll i listan', 'work_title');
    }
    if (await findUserByEmail(app.db, input.email)) {
      throw badRequest('Det finns redan ett konto med den e-postadressen', 'email');
    }
    const user = await createUser(app.db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      organizationId: input.organization ?? null,
      workTitleId: input.work_title ?? null,
    });
    reply.code(201);
    return { token: await createSession(app.db, user.id, app.config.sessionDays) };
  });
}

// A hash of a random password, checked when the e-mail is unknown so timing reveals nothing.
const DUMMY_HASH = await hashPassword(`dummy-${Math.random()}`);
