import path from 'node:path';
import { z } from 'zod';
import { REPOSITORY_ROOT } from './paths';

// An origin only: scheme and host (and port), nothing a policy could be broken with.
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** Every environment the server knows; anything else (`prod`, `Production`) is a typo and stops it. */
export const ENVIRONMENTS = ['development', 'test', 'production'] as const;

const EnvironmentSchema = z.object({
  NODE_ENV: z
    .enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')} (exactly so, in lower case)` })
    .default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL connection; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Where PGlite and the mail outbox live. `:memory:` keeps the database in memory (tests). */
  DATA_DIR: z.string().default(path.join(REPOSITORY_ROOT, 'data')),
  /** SMTP server for mail; unset writes .eml files to DATA_DIR/outbox (refused in production). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Jämställdhetsmyndigheten <webbutbildning@example.se>'),
  /** The built website to serve on the API's origin; empty serves none. */
  WEB_ROOT: z.string().default(path.join(REPOSITORY_ROOT, 'apps/web/dist')),
  /** Further https origins content images may come from (a media server), space separated. */
  CSP_IMAGE_SOURCES: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter((origin) => origin !== ''))
    .pipe(
      z.array(
        z.string().regex(HTTPS_ORIGIN, 'each source must be an https origin, like https://media.example.se'),
      ),
    ),
  /** The education team's address: accessibility reports are mailed there. */
  CONTACT_EMAIL: z.email().default('webbutbildning@jamstalldhetsmyndigheten.se'),
  /** The site's public address, for links in mail and certificates; https in production. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Demo mode imports the demo content and creates the demo accounts (published password). Only
   * when asked for (`true` or `1`; `npm start` does); refused in production.
   */
  DEMO_MODE: flag,
  /** Logs every request (two JSON lines each); off by default: errors and slow requests only. */
  LOG_REQUESTS: flag,
  /** A request that takes this many milliseconds or more is logged even with LOG_REQUESTS off. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Trust X-Forwarded-For from this many proxies (behind a load balancer), for client IPs. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Days a login session lasts. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Hours a session may go unused before it ends (ASVS 3.3.2); the absolute limit is SESSION_DAYS. */
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(8),
  /**
   * Learners' progress saves under way in one process at most; one more is refused at once
   * with 503 and Retry-After (the course player keeps the answers and sends them again), so the
   * saves let in stay fast rather than every save timing out (http/save-admission.ts).
   */
  MAX_SAVES_UNDER_WAY: z.coerce.number().int().min(1).max(100_000).default(200),
  /** The bearer token of `GET /api/metrics`; unset, metrics are not served (404). */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (a random secret)').max(200).optional(),
  /**
   * Seconds a stopping process keeps answering (readiness 503, `Connection: close`) before it
   * closes its listener: the load balancer's time to take it out. 0 closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** Seconds a stopping process (SIGTERM) gives the requests in flight before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Password hashes computed at once per process; each takes 128 MiB for a quarter second. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Megabytes of server-rendered pages a process keeps (each with its compressed forms), apart
   * from the content the API reads; the oldest go first (issue 39).
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
});

export type Config = {
  environment: (typeof ENVIRONMENTS)[number];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDirectory: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  webRoot: string;
  /** Origins content images may come from besides the site itself (CSP `img-src`). */
  cspImageSources: string[];
  publicUrl: string;
  demoMode: boolean;
  sessionDays: number;
  sessionIdleHours: number;
  /** How long a stopping process waits for the requests in flight (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  /** How long a stopping process drains before it closes its listener (SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainMs: number;
  /** METRICS_TOKEN: `GET /api/metrics` needs it as a bearer token; undefined turns metrics off. */
  metricsToken: string | undefined;
  passwordHashConcurrency: number;
  /** PAGE_CACHE_MB in bytes: the rendered pages kept. */
  pageCacheBytes: number;
  trustProxy: number;
  logRequests: boolean;
  slowRequestMs: number;
  /** MAX_SAVES_UNDER_WAY: learners' saves under way in one process at most. */
  maxSavesUnderWay: number;
};

/**
 * Reads and validates the configuration from environment variables, in one place. A bad
 * value stops the server at start with the name of the variable, never at the first request.
 */
/**
 * A variable set to the empty string counts as unset (compose's `${X:-}`, an empty line in an
 * env file), except WEB_ROOT, where empty means "no website" (docs/operations.md). NODE_ENV
 * stays as given: an empty one is a mistake to say, not a default to take.
 */
function withoutEmptyValues(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(environment).filter(
      ([name, value]) => value !== '' || name === 'WEB_ROOT' || name === 'NODE_ENV',
    ),
  );
}

/**
 * What production refuses, each said with its reason, all at once: demo mode, and the defaults
 * that serve a developer's machine but in production would mail links to localhost and keep
 * account keys on disk.
 */
function productionProblemsOf(values: z.output<typeof EnvironmentSchema>): string[] {
  const problems: string[] = [];
  if (values.DEMO_MODE) {
    problems.push(
      'DEMO_MODE: demo mode creates accounts with a published password and cannot be on in production (NODE_ENV=production); remove DEMO_MODE',
    );
  }
  if (new URL(values.PUBLIC_URL).protocol !== 'https:') {
    problems.push(
      `PUBLIC_URL: must be the site's https address in production (NODE_ENV=production), like https://webbutbildning.example.se; it is ${values.PUBLIC_URL}, and the links in mail (verification, password reset, certificates) and the certificates' QR codes would point at localhost or go unencrypted`,
    );
  }
  if (values.SMTP_URL === undefined) {
    problems.push(
      'SMTP_URL: must be set in production (NODE_ENV=production), like smtp://user:password@relay.example.se:587; without it no mail is sent, and every message, password reset and verification tokens included, would be written to disk in DATA_DIR/outbox (data/outbox)',
    );
  }
  return problems;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvironmentSchema.safeParse(withoutEmptyValues(environment));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.SHUTDOWN_DRAIN_SECONDS >= values.SHUTDOWN_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid configuration: SHUTDOWN_DRAIN_SECONDS: must be less than SHUTDOWN_TIMEOUT_SECONDS, which includes the drain',
    );
  }
  const demoMode = values.DEMO_MODE ?? false;
  const productionProblems = values.NODE_ENV === 'production' ? productionProblemsOf(values) : [];
  if (productionProblems.length > 0) {
    throw new Error(`Invalid configuration: ${productionProblems.join('; ')}`);
  }
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDirectory: values.DATA_DIR,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    webRoot: values.WEB_ROOT,
    cspImageSources: values.CSP_IMAGE_SOURCES,
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    // Demo accounts have a published password: on only when asked for, never in production.
    demoMode,
    sessionDays: values.SESSION_DAYS,
    sessionIdleHours: values.SESSION_IDLE_HOURS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
    metricsToken: values.METRICS_TOKEN,
    passwordHashConcurrency: values.PASSWORD_HASH_CONCURRENCY,
    pageCacheBytes: values.PAGE_CACHE_MB * 1024 * 1024,
    trustProxy: values.TRUST_PROXY,
    logRequests: values.LOG_REQUESTS ?? false,
    slowRequestMs: values.SLOW_REQUEST_MS,
    maxSavesUnderWay: values.MAX_SAVES_UNDER_WAY,
  };
}
