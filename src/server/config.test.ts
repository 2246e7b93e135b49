import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configError } from './test/config-error';

/** Configuration rules (docs/architecture.md#configuration and the README's configuration table). */
describe('loadConfig', () => {
  const secret = 's'.repeat(32);
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: secret,
    PUBLIC_URL: 'https://equipped.example',
    SMTP_URL: 'smtp://mail.example:587',
    BILLING_PROVIDER: 'local',
  };
  const tempDirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'equipped-config-'));
    tempDirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  describe('in production', () => {
    it('refuses to start without AUTH_SECRET, PUBLIC_URL, SMTP_URL and BILLING_PROVIDER, naming each', () => {
      const message = configError({ NODE_ENV: 'production' });
      expect(message).toContain('Missing: AUTH_SECRET, PUBLIC_URL, SMTP_URL, BILLING_PROVIDER');
    });

    // The local provider lets anyone subscribe for free, so production never falls back to it unasked.
    it.each(['AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'BILLING_PROVIDER'] as const)('names %s alone when only it is missing', (name) => {
      const message = configError({ ...production, [name]: undefined });
      expect(message).toMatch(new RegExp(`Missing: ${name}\\.`));
      for (const other of ['AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'BILLING_PROVIDER'].filter((n) => n !== name)) {
        expect(message).not.toMatch(new RegExp(`Missing:.*${other}`));
      }
    });

    it('treats an empty variable as missing', () => {
      expect(configError({ ...production, SMTP_URL: '' })).toMatch(/Missing: SMTP_URL\./);
    });

    it('starts with all three, and never generates a secret of its own', () => {
      const dataDir = tempDir();
      const config = loadConfig({ ...production, DATA_DIR: dataDir });
      expect(config).toMatchObject({
        isProduction: true,
        authSecret: secret,
        publicUrl: 'https://equipped.example',
        smtpUrl: 'smtp://mail.example:587',
      });
      expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
    });
  });

  describe('defaults outside production', () => {
    it('listens on 3000, keeps data in ./data (absolute), and derives PUBLIC_URL from the port', () => {
      const config = loadConfig({ AUTH_SECRET: secret });
      expect(config.nodeEnv).toBe('development');
      expect(config.isProduction).toBe(false);
      expect(config.port).toBe(3000);
      expect(config.dataDir).toBe(path.resolve('data'));
      expect(path.isAbsolute(config.dataDir)).toBe(true);
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(config.databaseUrl).toBeNull();
      expect(config.smtpUrl).toBeNull();
      expect(config.trustedProxies).toEqual([]);
      expect(config.bodyLimitBytes).toBe(1_000_000);
      expect(config.mailFrom).toBe('Equipped <no-reply@equipped.local>');
    });

    it('follows PORT in the default PUBLIC_URL, and strips a trailing slash from an explicit one', () => {
      expect(loadConfig({ AUTH_SECRET: secret, PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
      expect(loadConfig({ AUTH_SECRET: secret, PUBLIC_URL: 'https://gym.example/' }).publicUrl).toBe('https://gym.example');
    });

    it('generates AUTH_SECRET once into DATA_DIR (owner-only) and reuses it on the next start', () => {
      const dataDir = path.join(tempDir(), 'nested', 'data');
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dataDir, 'auth-secret');
      expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    });
  });

  describe('TRUSTED_PROXY', () => {
    it('parses a comma-separated list of addresses and CIDR ranges, ignoring spaces and empty entries', () => {
      expect(loadConfig({ AUTH_SECRET: secret, TRUSTED_PROXY: ' 127.0.0.1 , 10.0.0.0/8,,::1 ' }).trustedProxies).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
      ]);
    });

    it('refuses a host name or a malformed range, naming TRUSTED_PROXY', () => {
      expect(configError({ AUTH_SECRET: secret, TRUSTED_PROXY: 'proxy.internal' })).toContain('TRUSTED_PROXY');
      expect(configError({ AUTH_SECRET: secret, TRUSTED_PROXY: '10.0.0.0/40' })).toContain('TRUSTED_PROXY');
    });
  });

  describe('invalid values', () => {
    it.each([
      ['PORT', { PORT: 'eighty' }],
      ['PORT', { PORT: '70000' }],
      ['AUTH_SECRET', { AUTH_SECRET: 'short' }],
      ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
      ['PUBLIC_URL', { PUBLIC_URL: 'javascript:alert(1)' }],
      ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
      ['NODE_ENV', { NODE_ENV: 'staging' }],
      ['DATABASE_URL', { DATABASE_URL: 'nope' }],
    ])('names %s when it is invalid', (name, env) => {
      expect(configError({ AUTH_SECRET: secret, ...env })).toContain(name);
    });

    it('accepts smtps:// URLs with credentials and options', () => {
      expect(loadConfig({ AUTH_SECRET: secret, SMTP_URL: 'smtps://user:pass@mail.example:465?pool=true' }).smtpUrl).toBe(
        'smtps://user:pass@mail.example:465?pool=true',
      );
    });
  });
});
