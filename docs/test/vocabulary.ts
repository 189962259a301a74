import fs from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT, type Finding } from './references';

/**
 * The words docs/vocabulary.md retired, and where they may no longer appear. The agency and the customer each have one
 * word; what other programs rely on keeps its name (routes, JSON fields, tables, columns, error codes, permission
 * flags, live event names).
 */
interface Rule {
  pattern: RegExp;
  /** Which files the rule reads (paths relative to the workspace root, with forward slashes). */
  files: RegExp;
  problem: string;
}

/** The API's code and tests; its migrations are history and keep the words they were written with. */
const API_CODE = /^apps\/api\/(src|test)\/(?!database\/migrations\/).*\.ts$/;
/** The texts of the product's screens and of the API (mails, pages); marketing's have rules of their own. */
const PRODUCT_TEXTS = /^apps\/(api|shell|board|settings|messages)\/src\/locales\/.*\.json$/;
/** Every locale file of the apps, marketing's included. */
const ALL_TEXTS = /^apps\/[\w-]+\/src\/locales\/.*\.json$/;
/** The types the API and the web apps share. */
const CONTRACTS = /^libs\/shared\/contracts\/src\/.*\.ts$/;
const API_CODE_AND_CONTRACTS = new RegExp(`${API_CODE.source}|${CONTRACTS.source}`);
const API_CODE_AND_ALL_TEXTS = new RegExp(`${API_CODE.source}|${ALL_TEXTS.source}`);
const API_CODE_AND_PRODUCT_TEXTS = new RegExp(`${API_CODE.source}|${PRODUCT_TEXTS.source}`);

const RULES: Rule[] = [
  {
    // `serviceProviderId` is a JSON field.
    pattern: /[sS]erviceProvider(?!Id\b)/,
    files: API_CODE_AND_CONTRACTS,
    problem: 'names the agency "ServiceProvider": say Agency (agencyId, AgenciesModule, …)',
  },
  {
    pattern: /(?<=[a-z])(?<![sS]ervice)Provider[A-Z](?!\w*\d{13}\b)|(?<![\w.-])provider(?=[A-Z]|\b)(?![-:_])/,
    files: API_CODE,
    problem:
      'names the agency "provider": say agency (agencyId, createAgency, …); a Nest module\'s `providers` is fine',
  },
  {
    pattern: /service-providers?\/(?!current\b)[a-z]|service-providers?\.[a-z]|(?<![\w-])[Ss]ervice providers?\b/,
    files: API_CODE,
    problem: 'names the agency "service provider": say agency (folder agencies/; the route /service-providers stays)',
  },
  {
    pattern: /ClientCompan(y|ies)|\bfindVisibleCompany\b/,
    files: API_CODE_AND_CONTRACTS,
    problem:
      'names the customer "client company": say Customer (the JSON fields clientCompany, clientCompanyId, clientCompanies stay)',
  },
  {
    pattern: /client-compan(y|ies)[/.][a-z]/,
    files: API_CODE,
    problem: 'a folder or file "client-companies": the customer lives in customer-records/ and customers/',
  },
  {
    // The route parameter of /users/company/{companyId} and /projects/company/{companyId} stays as the URL says.
    pattern: /(?<![:'{\w])companyIds?\b/,
    files: API_CODE,
    problem: 'names a customer "companyId": say customerId (the route parameter :companyId stays)',
  },
  {
    pattern: /\b[Cc]lient compan(y|ies)\b/,
    files: API_CODE_AND_ALL_TEXTS,
    problem: 'says "client company": say customer',
  },
  {
    // Marketing's prices are "per organisation".
    pattern: /\b[Oo]rgani[sz]ations?\b/,
    files: API_CODE_AND_PRODUCT_TEXTS,
    problem: 'says "organisation" for the agency: say agency (only the marketing prices keep "per organisation")',
  },
  {
    pattern: /Kundenunternehmen|Kundenfirm/,
    files: ALL_TEXTS,
    problem: 'says "Kundenunternehmen" / "Kundenfirma": say Kunde',
  },
  {
    // Marketing compares other tools' workspaces and names TaskFlow's own company and its legal duties as a provider.
    pattern: /\b[Ww]orkspaces?\b|Arbeitsbereich|\bFirma\b|Firmenname|Unternehmen|\b[Pp]roviders?\b|Dienstleister/,
    files: PRODUCT_TEXTS,
    problem:
      'names the agency "workspace" / "provider" or a customer "company" (Firma, Unternehmen): say agency / Agentur or customer / Kunde',
  },
];

/** Where `text` (the file `file`) uses a retired word, one finding per line and rule. */
export function vocabularyProblems(file: string, text: string): Finding[] {
  const rules = RULES.filter((rule) => rule.files.test(file));
  if (rules.length === 0) return [];
  return text
    .split('\n')
    .flatMap((line, index) =>
      rules
        .filter((rule) => rule.pattern.test(line))
        .map((rule) => ({ file, line: index + 1, problem: `${rule.problem}: ${line.trim().slice(0, 120)}` })),
    );
}

/** The API's code and every app's locale files, relative to the workspace root. */
export function vocabularyFiles(): string[] {
  const apps = path.join(WORKSPACE_ROOT, 'apps');
  return fs
    .readdirSync(apps, { recursive: true, encoding: 'utf8' })
    .map((file) => `apps/${file.split(path.sep).join('/')}`)
    .filter((file) => !file.includes('/node_modules/'))
    .filter((file) => API_CODE.test(file) || ALL_TEXTS.test(file));
}
