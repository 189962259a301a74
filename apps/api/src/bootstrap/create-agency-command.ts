import { parseArgs } from 'node:util';
import { USER_LANGUAGES, type UserLanguage } from '@taskflow/contracts';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, validateSync } from 'class-validator';
import { hashPassword } from '../common/password-hasher';
import type { AppConfig } from '../config/app-config';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { RegistrationService } from '../users/registration.service';
import { EmailAlreadyRegisteredException } from '../users/users.exception';
import { IsAppEmail, IsNewPassword, IsRequiredText, normalizeEmail, trimmed } from '../validation/common-validators';
import { withCommandContext } from './command-context';

export const CREATE_AGENCY_COMMAND = 'create-agency';
export const CREATE_AGENCY_USAGE =
  'Usage: node dist/apps/api/main.js create-agency --name <agency name> --email <admin email> --password <admin password> [--language de|en] [--first-name <name>] [--last-name <name>]';

/** The command's options, checked by the same rules as a registration. */
export class CreateAgencyCommandInput {
  @Transform(trimmed) @IsRequiredText('--name (the agency name) is required', 200) name: string;
  @Transform(normalizeEmail) @IsAppEmail() email: string;
  @IsNewPassword() password: string;
  @IsOptional() @IsIn(USER_LANGUAGES, { message: '--language must be de or en' }) language?: UserLanguage;
  @Transform(trimmed) @IsRequiredText('--first-name must not be empty', 100) firstName = 'Admin';
  @IsString() @Transform(trimmed) lastName = '';
}

/** The options of `argv` (after the command's name), or the problems with them. */
export function parseCreateAgencyArguments(
  argv: string[],
): { input: CreateAgencyCommandInput; problems: [] } | { input: null; problems: string[] } {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        language: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    return { input: null, problems: [(error as Error).message] };
  }
  const plain = Object.fromEntries(
    Object.entries({
      name: values['name'],
      email: values['email'],
      password: values['password'],
      language: values['language'],
      firstName: values['first-name'],
      lastName: values['last-name'],
    }).filter(([, value]) => value !== undefined),
  );
  const input = plainToInstance(CreateAgencyCommandInput, plain);
  const errors = validateSync(input, { stopAtFirstError: true });
  if (errors.length === 0) return { input, problems: [] };
  return {
    input: null,
    problems: errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((message) =>
        message.startsWith('--') ? message : `--${error.property}: ${message}`,
      ),
    ),
  };
}

/**
 * `node dist/apps/api/main.js create-agency --name … --email … --password …`: the operator creates an agency (on a
 * trial licence, with its defaults) and its first, active admin, whatever REGISTRATION says. Answers the exit code.
 */
export async function runCreateAgencyCommand(config: AppConfig, argv: string[]): Promise<number> {
  const { input, problems } = parseCreateAgencyArguments(argv);
  if (!input) {
    for (const problem of problems) console.error(problem);
    console.error(CREATE_AGENCY_USAGE);
    return 1;
  }
  return withCommandContext(config, async (context) => {
    try {
      const passwordHash = await hashPassword(input.password);
      const admin = await context
        .get(TenantDataAccess)
        .platform()
        .transaction((tx) =>
          context.get(RegistrationService).createAgencyWithAdmin(
            tx,
            { companyName: input.name, email: input.email },
            {
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              language: input.language ?? null,
            },
            passwordHash,
          ),
        );
      console.log(`Agency "${input.name}" created (${admin.serviceProviderId}); its admin ${admin.email} can sign in`);
      return 0;
    } catch (error) {
      if (!(error instanceof EmailAlreadyRegisteredException)) throw error;
      console.error(`${input.email}: ${error.message}`);
      return 1;
    }
  });
}
