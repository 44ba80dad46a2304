import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** What production needs besides NODE_ENV: an https PUBLIC_URL and an SMTP server. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://webbutbildning.example.se',
  SMTP_URL: 'smtp://relay.example.se:587',
};

// Issue 21: production never mails links to localhost nor writes reset tokens to disk.
describe('production', () => {
  it('starts with an https PUBLIC_URL and SMTP_URL', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.environment).toBe('production');
    expect(config.publicUrl).toBe('https://webbutbildning.example.se');
    expect(config.smtpUrl).toBe('smtp://relay.example.se:587');
  });

  it('refuses to start without PUBLIC_URL, or with one that is not https, saying why', () => {
    const { PUBLIC_URL: _publicUrl, ...withoutPublicUrl } = PRODUCTION;
    for (const environment of [
      withoutPublicUrl,
      { ...PRODUCTION, PUBLIC_URL: '' },
      { ...PRODUCTION, PUBLIC_URL: 'http://webbutbildning.example.se' },
      { ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' },
    ]) {
      expect(() => loadConfig(environment)).toThrow(/PUBLIC_URL: .*https.*localhost/);
    }
  });

  it('refuses to start without SMTP_URL, saying why', () => {
    const { SMTP_URL: _smtpUrl, ...withoutSmtp } = PRODUCTION;
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL: .*written to disk .*outbox/);
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(/SMTP_URL/);
  });

  it('names every missing setting at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: .*SMTP_URL: /);
  });

  it('is all that asks for them: development and test keep their defaults', () => {
    for (const environment of ['development', 'test'] as const) {
      const config = loadConfig({ NODE_ENV: environment });
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(config.smtpUrl).toBeUndefined();
    }
  });
});

// Issue 11: demo mode (accounts with a published password) only when asked for explicitly.
describe('demo mode', () => {
  it('is off unless DEMO_MODE asks for it, whatever NODE_ENV is', () => {
    expect(loadConfig({}).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoMode).toBe(false);
    expect(loadConfig({ ...PRODUCTION }).demoMode).toBe(false);
  });

  it('is on with DEMO_MODE=true or 1, off with false or 0', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('is refused in production, saying why', () => {
    expect(() => loadConfig({ ...PRODUCTION, DEMO_MODE: 'true' })).toThrow(
      /DEMO_MODE: .*cannot be on in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DEMO_MODE: '1' })).toThrow(/production/);
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: 'false' }).demoMode).toBe(false);
  });
});

describe('NODE_ENV', () => {
  it('defaults to development and accepts development, test and production', () => {
    expect(loadConfig({}).environment).toBe('development');
    for (const environment of ['development', 'test', 'production'] as const) {
      expect(loadConfig({ ...PRODUCTION, NODE_ENV: environment }).environment).toBe(environment);
    }
  });

  it('stops the server on a misspelled value instead of guessing', () => {
    for (const typo of ['prod', 'Production', 'PRODUCTION', 'production ', 'staging', 'dev', '']) {
      expect(() => loadConfig({ NODE_ENV: typo })).toThrow(
        /NODE_ENV: must be one of development, test, production/,
      );
    }
  });
});

describe('SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('defaults to 10 s, takes whole seconds from 1 to 300, and refuses anything else', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '45' }).shutdownTimeoutMs).toBe(45_000);
    for (const bad of ['0', '301', '2.5', 'ten']) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    }
  });
});

describe('empty variables', () => {
  it('count as unset, as compose passes an unset one with :- (WEB_ROOT excepted: empty means no website)', () => {
    const config = loadConfig({
      METRICS_TOKEN: '',
      SMTP_URL: '',
      DATABASE_URL: '',
      TRUST_PROXY: '',
      WEB_ROOT: '',
    });
    expect(config.metricsToken).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(0);
    expect(config.webRoot).toBe('');
  });
});
