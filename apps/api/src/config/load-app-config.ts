import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AppConfig } from './app-config';
import { InvalidAppConfigException } from './invalid-app-config.exception';
import { loadOrCreateDevelopmentJwtSecrets } from './development-jwt-secrets';

type Environment = Record<string, string | undefined>;

/** Validates the environment once; throws `InvalidAppConfigException` listing every bad variable. */
export function loadAppConfig(env: Environment = process.env, cwd: string = process.cwd()): AppConfig {
  const config = validateEnvironment(env, cwd);
  if (config.JWT_ACCESS_SECRET === undefined || config.JWT_REFRESH_SECRET === undefined) {
    const secrets = loadOrCreateDevelopmentJwtSecrets(config.DATA_DIR);
    config.JWT_ACCESS_SECRET ??= secrets.jwtAccessSecret;
    config.JWT_REFRESH_SECRET ??= secrets.jwtRefreshSecret;
  }
  return config;
}

export function validateEnvironment(env: Environment, cwd: string): AppConfig {
  const definedValues = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(AppConfig, definedValues, { excludeExtraneousValues: true, exposeUnsetFields: false });
  config.DATA_DIR = path.resolve(cwd, config.DATA_DIR ?? '.data');

  const errors = validateSync(config, { forbidUnknownValues: true, stopAtFirstError: true });
  if (errors.length > 0) {
    // Values are left out on purpose: some of them are secrets.
    throw new InvalidAppConfigException(errors.flatMap((error) => Object.values(error.constraints ?? {})));
  }
  return config;
}
