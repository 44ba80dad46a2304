import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets';
import { auditLog, outgoingMail, users } from '../src/db/schema';
import { recordAudit } from '../src/storage/audit';
import { createUser, findUserByEmail } from '../src/storage/users';
import { bearer, DEMO_PASSWORD, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const deleteOwn = (token: string) =>
  test.app.inject({
    method: 'DELETE',
    url: '/api/user/delete',
    headers: bearer(token),
    payload: { current_password: DEMO_PASSWORD },
  });

async function newAccount(email: string, role: string) {
  return createUser(test.database.db, {
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Test',
    lastName: 'Testsson',
    role,
    emailVerified: true,
  });
}

describe('DELETE /api/user/delete by an administrator', () => {
  it('refuses the last active administrator, and lets one go when another remains', async () => {
    const admin = await sessionFor(test, 'admin@example.se');
    // A disabled administrator does not count as one who remains.
    const disabled = await newAccount('avstangd-admin@example.se', 'administrator');
    await test.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));

    const refused = await deleteOwn(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/enda aktiva administratör/);
    expect(await findUserByEmail(test.database.db, 'admin@example.se')).not.toBeNull();

    await newAccount('andra-admin@example.se', 'administrator');
    expect((await deleteOwn(admin)).statusCode).toBe(200);
    expect(await findUserByEmail(test.database.db, 'admin@example.se')).toBeNull();
  });

  it('lets a learner delete their account whatever the administrators', async () => {
    await newAccount('larande-radera@example.se', 'student');
    const learner = await sessionFor(test, 'larande-radera@example.se');
    expect((await deleteOwn(learner)).statusCode).toBe(200);
  });
});

describe('deleting an account forgets its address', () => {
  it('in the audit entries it made and in the log of sent mail', async () => {
    const db = test.database.db;
    const staff = await newAccount('personal-radera@example.se', 'teacher');
    await recordAudit(db, { actor: staff, action: 'room.invite', target: 'Rum 1' });
    await db.insert(outgoingMail).values([
      { recipient: 'personal-radera@example.se', subject: 'Verifiera', kind: 'verify_email' },
      { recipient: 'elev@example.se', subject: 'Verifiera', kind: 'verify_email' },
    ]);

    const token = await sessionFor(test, 'personal-radera@example.se');
    expect((await deleteOwn(token)).statusCode).toBe(200);

    const entries = await db.select().from(auditLog).where(eq(auditLog.target, 'Rum 1'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'room.invite', actorId: null, actorEmail: 'Borttaget konto' });
    const mails = await db.select().from(outgoingMail);
    expect(mails.map((mail) => mail.recipient)).not.toContain('personal-radera@example.se');
    expect(mails).toContainEqual(
      expect.objectContaining({ recipient: 'elev@example.se', kind: 'verify_email' }),
    );
    expect(mails).toContainEqual(
      expect.objectContaining({ recipient: 'Borttaget konto', kind: 'verify_email' }),
    );
  });
});
