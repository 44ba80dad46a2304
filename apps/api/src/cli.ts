import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { educationKey } from '@jamstalldhet/blocks/engine';
import { KNOWN_ROLES } from '@jamstalldhet/contract';
import { loadConfig } from './config';
import { removeDemoAccounts } from './content/demo-accounts';
import { removeDemoStatistics } from './content/demo-statistics';
import { DEMO_CONTENT_DIRECTORY, importContent } from './content/import';
import { type Database, openDatabase } from './db/database';
import { accessDecisionMail } from './mail/access-mails';
import { createMailer, type Mailer } from './mail/mailer';
import { type AccessDecision, decideAccessRequest, listAccessRequests } from './storage/access';
import { setAccountRole } from './storage/account-admin';
import { recordAudit } from './storage/audit';
import { findEducationBySlug } from './storage/content';
import { findUserByEmail } from './storage/users';

export const USAGE = `Användning (i apps/api): node dist/cli.js <kommando>, under utveckling npx tsx src/cli.ts <kommando>

Kommandon:
  import-content [katalog] [--force]    Importerar innehåll (standard: den inbyggda demokatalogen);
                                        det som ändrats i redigeraren hoppas över utan --force
  access list                           Visar väntande ansökningar om tillgång
  access approve <e-post> <utbildning>  Godkänner en ansökan (utbildningens slug)
  access deny <e-post> <utbildning>     Avslår en ansökan; personen kan ansöka igen
  set-role <e-post> <roll>              Ger ett konto en roll, t.ex. den första administratören
                                        (roller: ${KNOWN_ROLES.join(', ')}, eller "" för ingen)
  remove-demo-accounts                  Tar bort demokontona (publicerat lösenord) med deras data och
                                        demolägets påhittade deltagare i statistiken

Databasen väljs som för servern: DATABASE_URL, annars PGlite under DATA_DIR.`;

/** Exit codes: 0 done, 1 failed, 2 wrong arguments. */
const DONE = 0;
const FAILED = 1;
const WRONG_ARGUMENTS = 2;

export interface CliDependencies {
  db: Database;
  log: (line: string) => void;
  /** Mails the learner about access decisions; without it no mail is sent, and the output says so. */
  notify?: { mailer: Mailer; publicUrl: string };
}

type Command =
  | { name: 'help' }
  | { name: 'import-content'; directory: string; force: boolean }
  | { name: 'access-list' }
  | { name: 'remove-demo-accounts' }
  | { name: 'set-role'; email: string; role: string }
  | { name: 'access-decide'; decision: AccessDecision; email: string; slug: string };

/** The command the arguments ask for, or null when they make no sense. */
export function parseCommand(argv: readonly string[]): Command | null {
  const [first, second, ...rest] = argv;
  if (first === 'help' || first === '--help' || first === '-h') {
    return argv.length === 1 ? { name: 'help' } : null;
  }
  if (first === 'import-content') {
    const words = argv.slice(1);
    const force = words.includes('--force');
    const [folder, ...extra] = words.filter((word) => word !== '--force');
    if (
      extra.length > 0 ||
      words.filter((word) => word === '--force').length > 1 ||
      folder?.startsWith('-')
    ) {
      return null;
    }
    return {
      name: 'import-content',
      directory: folder ? path.resolve(folder) : DEMO_CONTENT_DIRECTORY,
      force,
    };
  }
  if (first === 'set-role') {
    const [role] = rest;
    return second && role !== undefined && rest.length === 1 && isRoleName(role)
      ? { name: 'set-role', email: second, role }
      : null;
  }
  if (first === 'remove-demo-accounts') {
    return argv.length === 1 ? { name: 'remove-demo-accounts' } : null;
  }
  if (first === 'access') {
    if (second === 'list' && rest.length === 0) {
      return { name: 'access-list' };
    }
    const [email, slug] = rest;
    if ((second === 'approve' || second === 'deny') && rest.length === 2 && email && slug) {
      return { name: 'access-decide', decision: second, email, slug };
    }
  }
  return null;
}

/** Runs one command against a database; answers the exit code. Every rule lives in storage. */
export async function runCli(argv: readonly string[], dependencies: CliDependencies): Promise<number> {
  const command = parseCommand(argv);
  const { log } = dependencies;
  if (!command) {
    log(USAGE);
    return WRONG_ARGUMENTS;
  }
  switch (command.name) {
    case 'help':
      log(USAGE);
      return DONE;
    case 'import-content':
      return importCommand(command, dependencies);
    case 'access-list':
      return listCommand(dependencies);
    case 'access-decide':
      return decideCommand(command, dependencies);
    case 'set-role':
      return setRoleCommand(command, dependencies);
    case 'remove-demo-accounts': {
      const removed = await removeDemoAccounts(dependencies.db);
      log(
        removed.length > 0
          ? `Borttagna demokonton: ${removed.join(', ')}.`
          : 'Det finns inga demokonton i databasen.',
      );
      const madeUp = await removeDemoStatistics(dependencies.db);
      if (madeUp.events + madeUp.evaluations > 0) {
        const events = `${madeUp.events} ${madeUp.events === 1 ? 'händelse' : 'händelser'}`;
        const evaluations = `${madeUp.evaluations} ${madeUp.evaluations === 1 ? 'utvärdering' : 'utvärderingar'}`;
        log(`Demolägets påhittade deltagare är borttagna ur statistiken: ${events} och ${evaluations}.`);
      }
      return DONE;
    }
    default:
      return command satisfies never;
  }
}

async function importCommand(
  { directory, force }: Extract<Command, { name: 'import-content' }>,
  { db, log }: CliDependencies,
): Promise<number> {
  log(
    `Importerar innehåll från ${directory}${force ? ' (--force: skriver över ändringar från redigeraren)' : ''}`,
  );
  try {
    // Prints a line for each document it skips, and the counts (content/import.ts).
    await importContent(db, directory, log, { force });
  } catch (error) {
    // Invalid content stops the import before anything is written (content/import.ts).
    log(`Importen misslyckades, inget ändrades: ${(error as Error).message}`);
    return FAILED;
  }
  return DONE;
}

async function listCommand({ db, log }: CliDependencies): Promise<number> {
  const requests = await listAccessRequests(db, { status: 'pending' });
  if (requests.length === 0) {
    log('Inga väntande ansökningar.');
    return DONE;
  }
  log(`${requests.length} väntande ansökningar:`);
  for (const request of requests) {
    log(
      `${request.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${request.email}  ${request.firstName} ${request.lastName}  ${request.educationSlug}`,
    );
  }
  return DONE;
}

async function decideCommand(
  command: Extract<Command, { name: 'access-decide' }>,
  { db, log, notify }: CliDependencies,
): Promise<number> {
  const user = await findUserByEmail(db, command.email);
  if (!user) {
    log(`Det finns inget konto med e-postadressen ${command.email}.`);
    return FAILED;
  }
  const education = await findEducationBySlug(db, command.slug);
  if (!education) {
    log(`Det finns ingen utbildning med slug ${command.slug}.`);
    return FAILED;
  }
  const decided = await decideAccessRequest(db, user.id, educationKey(education), command.decision);
  if (!decided) {
    log(`${user.email} har ingen ansökan till ${education.slug}.`);
    return FAILED;
  }
  if (!decided.changed) {
    log(`${user.email} har redan tillgång till ${education.slug}.`);
    return DONE;
  }
  log(
    decided.outcome === 'approved'
      ? `Godkänd: ${user.email} har nu tillgång till ${education.slug}.`
      : `Avslagen: ansökan från ${user.email} till ${education.slug} är borttagen.`,
  );
  if (notify) {
    await notify.mailer.send(accessDecisionMail(decided, notify.publicUrl));
    log(`Beskedet är skickat till ${user.email}.`);
  } else {
    log('Inget e-postmeddelande skickades.');
  }
  return DONE;
}

const isRoleName = (role: string) => role === '' || (KNOWN_ROLES as readonly string[]).includes(role);

/**
 * The first administrator of a new installation (or a locked-out platform): after this, roles
 * are changed on the website. Recorded in the audit log as the command line's.
 */
async function setRoleCommand(
  command: Extract<Command, { name: 'set-role' }>,
  { db, log }: CliDependencies,
): Promise<number> {
  const user = await findUserByEmail(db, command.email);
  if (!user) {
    log(`Det finns inget konto med e-postadressen ${command.email}.`);
    return FAILED;
  }
  if (user.role !== command.role) {
    await setAccountRole(db, user.id, command.role);
    await recordAudit(db, {
      actor: null,
      action: 'account.role',
      target: user.email,
      details: { from: user.role, to: command.role },
    });
  }
  log(`${user.email} har nu rollen ${command.role || '(ingen)'}.`);
  return DONE;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const log = (line: string) => console.log(line);
  // Wrong arguments are answered before a database is opened or created.
  if (!parseCommand(argv)) {
    console.error(USAGE);
    process.exitCode = WRONG_ARGUMENTS;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    process.exitCode = await runCli(argv, {
      db: database.db,
      log,
      notify: { mailer: createMailer(config, database.db, log), publicUrl: config.publicUrl },
    });
  } finally {
    await database.close();
  }
}

// Run only when started as a program (`node dist/cli.js`, `npx tsx src/cli.ts`), not when imported by tests.
function startedAsProgram(): boolean {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href;
  } catch {
    return false;
  }
}

if (startedAsProgram()) {
  await main();
}
