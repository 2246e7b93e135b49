import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config';

/**
 * For the configuration tests (not a test file): the ConfigError message `env` produces, or a failure when
 * loadConfig does not throw one.
 */
export function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
