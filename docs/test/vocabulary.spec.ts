import fs from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from './references';
import { vocabularyFiles, vocabularyProblems } from './vocabulary';

const API_FILE = 'apps/api/src/notes/notes.service.ts';
const BOARD_TEXTS = 'apps/board/src/locales/de/board.json';
const problemsOf = (file: string, text: string) => vocabularyProblems(file, text).map((finding) => finding.problem);

describe('one word for the agency and one for the customer (docs/vocabulary.md)', () => {
  describe('on samples', () => {
    it.each([
      [API_FILE, "import { ServiceProvider } from '../tenancy/service-provider.entity';"],
      [API_FILE, "import { ServiceProvidersModule } from './service-providers/service-providers.module';"],
      [API_FILE, 'const providerId = actor.serviceProviderId;'],
      [API_FILE, 'export class CurrentProviderController {}'],
      [API_FILE, '/** The rows of one service provider. */'],
      [API_FILE, "/** Another provider's rows answer 404. */"],
      [API_FILE, "import { ClientCompany } from '../client-companies/client-company.entity';"],
      [API_FILE, 'throw new ClientCompanyNotFoundException();'],
      [API_FILE, 'export class CreateClientCompanyDto {}'],
      [API_FILE, "import type { ClientCompanyView, CurrentServiceProviderView } from '@taskflow/contracts';"],
      ['libs/shared/contracts/src/lib/resources.ts', 'export interface ClientCompanyRef {'],
      ['libs/shared/contracts/src/lib/resources.ts', 'export interface ServiceProviderView {'],
      [API_FILE, 'await findVisibleCompany(scope, actor, companyId);'],
      [API_FILE, '/** The client company of the project. */'],
      [API_FILE, "export const MESSAGE = 'The assignee must be a member of your organisation';"],
      [BOARD_TEXTS, '"clientPlaceholder": "Kundenunternehmen auswählen",'],
      [BOARD_TEXTS, '"welcome": "Willkommen in Ihrem Arbeitsbereich",'],
      [BOARD_TEXTS, '"name": "Firmenname",'],
      ['apps/board/src/locales/en/board.json', '"welcome": "Welcome to your workspace",'],
      ['apps/settings/src/locales/en/settings.json', '"intro": "Every organisation gets these mails."'],
      ['apps/api/src/locales/en/mail.json', '"text": "{{agency}} is your provider."'],
      ['apps/marketing/src/locales/de/features.json', '"Kundenunternehmen mit Ansprechpersonen",'],
      ['apps/marketing/src/locales/en/features.json', '"Client companies with contacts",'],
    ])('refuses in %s: %s', (file, line) => {
      expect(problemsOf(file, line)).not.toEqual([]);
    });

    it.each([
      [API_FILE, "import { Agency } from '../tenancy/agency.entity';"],
      [API_FILE, 'const agency = await this.data.forTenant(actor.serviceProviderId).tenant();'],
      [API_FILE, 'expect(user.clientCompanyId).toBe(customer.id);'],
      [API_FILE, "import type { CustomerSummaryView, CurrentAgencyView } from '@taskflow/contracts';"],
      [API_FILE, "@Controller('service-providers')"],
      [API_FILE, "await http().get('/api/service-providers/current').expect(401);"],
      [API_FILE, 'await http().delete(`/api/client-companies/${customerId}`).expect(204);'],
      [API_FILE, "@Get('company/:companyId')"],
      [API_FILE, "@Param('companyId', ParseUUIDPipe) customerId: string,"],
      [API_FILE, '  providers: [NotesService],'],
      [API_FILE, "import { databaseServerProvider } from './database-server.provider';"],
      [API_FILE, "@Entity({ name: 'client_company' })"],
      [API_FILE, "@Column({ name: 'provider_id', type: 'uuid', unique: true })"],
      [API_FILE, 'DATABASE_MIGRATIONS.indexOf(PendingRegistrationHoldsProviderFields1795600000000),'],
      ['apps/api/src/database/migrations/1795600000000-sample.ts', 'FROM service_provider provider'],
      ['apps/marketing/src/locales/en/landing.json', '"title": "Simple pricing per organisation",'],
      ['apps/marketing/src/locales/en/pages.json', '"competitor": "Comments and chat across the workspace"'],
      ['apps/marketing/src/locales/de/pages.json', '"Unser Angebot richtet sich an Unternehmen."'],
      [BOARD_TEXTS, '"clientCompanies": "Arbeitet für",'],
      [BOARD_TEXTS, '"clientPlaceholder": "Kunden auswählen",'],
      ['apps/board/src/app/customers/components/CustomerForm.tsx', 'const company = "client company";'],
    ])('accepts in %s: %s', (file, line) => {
      expect(problemsOf(file, line)).toEqual([]);
    });
  });

  it("reads the API's code and every app's locale files, not the API's migrations", () => {
    const files = vocabularyFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/api/src/tenancy/tenant-scope.ts',
        'apps/api/test/test-tenant.ts',
        'apps/shell/src/locales/de/auth.json',
        'apps/marketing/src/locales/en/pages.json',
        'apps/api/src/locales/de/mail.json',
      ]),
    );
    expect(files.filter((file) => file.includes('/migrations/1'))).toEqual([]);
  });

  it('no API code or text uses a retired word', () => {
    const findings = vocabularyFiles()
      .flatMap((file) => vocabularyProblems(file, fs.readFileSync(path.join(WORKSPACE_ROOT, file), 'utf8')))
      .map(({ file, line, problem }) => `${file}:${line} ${problem}`);
    expect(findings).toEqual([]);
  });
});
