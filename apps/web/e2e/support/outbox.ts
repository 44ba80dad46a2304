import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { linksIn, type ParsedMail, parseEml } from './eml';

export interface OutboxMail extends ParsedMail {
  /** What the mail is for, as the API names it: verify_email, password_reset, certificate, access-decision … */
  kind: string;
  file: string;
  /** The first link in the text. */
  link: string | undefined;
  links: string[];
}

export interface MailQuery {
  to: string;
  kind: string;
  /** How long to wait for it: some mails are sent after the API has answered. */
  timeoutMs?: number;
}

/** The server names its mails `<time>-<kind>-<random>.eml`; the kind may hold dashes. */
const FILE_NAME = /^(\d+)-(.+)-[0-9a-f]{8}\.eml$/;

/** The addresses of a header such as `"Åsa" <asa@example.se>, b@example.se`, in lower case. */
function addressesIn(header: string): string[] {
  return (header.match(/[^\s<>",]+@[^\s<>",]+/g) ?? []).map((address) => address.toLowerCase());
}

/** Every mail in the outbox, oldest first. */
export function readOutbox(outboxDirectory: string): OutboxMail[] {
  if (!existsSync(outboxDirectory)) {
    return [];
  }
  return readdirSync(outboxDirectory)
    .map((name) => ({ name, match: FILE_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => Number(a.match[1]) - Number(b.match[1]))
    .map(({ name, match }) => {
      const file = path.join(outboxDirectory, name);
      const mail = parseEml(readFileSync(file, 'utf8'));
      const links = linksIn(mail.text);
      return { ...mail, kind: match[2] ?? '', file, links, link: links[0] };
    });
}

/**
 * The newest mail of a kind to an address, waiting for it to be written.
 *
 * @example const mail = await findMail(siteOutbox(), { to: user.email, kind: 'verify_email' });
 *          await page.goto(mail.link);
 */
export async function findMail(outboxDirectory: string, query: MailQuery): Promise<OutboxMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 10_000);
  const recipient = query.to.toLowerCase();
  for (;;) {
    const found = readOutbox(outboxDirectory)
      .filter((mail) => mail.kind === query.kind && addressesIn(mail.to).includes(recipient))
      .at(-1);
    if (found) {
      return found;
    }
    if (Date.now() > deadline) {
      throw new Error(`No ${query.kind} mail to ${query.to} in ${outboxDirectory}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
