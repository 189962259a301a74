import type { ClientEmailTemplatesView, ProjectView } from '@taskflow/contracts';

export const TEMPLATE_KEYS = [
  'projectStart',
  'projectUpdate',
  'projectComplete',
  'taskUpdate',
] as const satisfies readonly (keyof ClientEmailTemplatesView)[];
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** The placeholders a template may hold, replaced when a mail is sent. */
export const TEMPLATE_PLACEHOLDERS = ['{clientName}', '{projectName}'] as const;

/** A template as the client would read it for `project`: {clientName} is its client company, {projectName} its name. */
export function renderTemplate(template: string, project: Pick<ProjectView, 'name' | 'clientCompany'>): string {
  return template.replaceAll('{clientName}', project.clientCompany.name).replaceAll('{projectName}', project.name);
}
