import type { CreateProjectRequest, ProjectStatus, ProjectView, UpdateProjectRequest } from '@taskflow/contracts';
import { isDayAfter, isIsoDay } from '@taskflow/domain';

export interface ProjectFormValues {
  name: string;
  description: string;
  clientCompanyId: string;
  status: ProjectStatus;
  startDate: string;
  endDate: string;
  /** As typed; sent as a whole number of euros. */
  budget: string;
  notes: string;
  tags: string[];
}

export type ProjectFormField = keyof ProjectFormValues;
/** Translation keys (board namespace) per field. */
export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

export function emptyProjectForm(clientCompanyId = '', startDate = ''): ProjectFormValues {
  return {
    name: '',
    description: '',
    clientCompanyId,
    status: 'planning',
    startDate,
    endDate: '',
    budget: '',
    notes: '',
    tags: [],
  };
}

export function projectFormFromProject(project: ProjectView): ProjectFormValues {
  return {
    name: project.name,
    description: project.description,
    clientCompanyId: project.clientCompanyId,
    status: project.status,
    startDate: project.startDate,
    endDate: project.endDate ?? '',
    budget: project.budget === null || project.budget === undefined ? '' : String(project.budget),
    notes: project.notes ?? '',
    tags: project.tags,
  };
}

const WHOLE_NUMBER = /^\d+$/;

/** Document 1 §5 Add project: name, description, client, start date required; end date after the start; budget whole. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (!values.name.trim()) errors.name = 'projectForm.errors.nameRequired';
  if (!values.description.trim()) errors.description = 'projectForm.errors.descriptionRequired';
  if (!values.clientCompanyId) errors.clientCompanyId = 'projectForm.errors.clientRequired';
  if (!values.startDate) errors.startDate = 'projectForm.errors.startRequired';
  if (values.endDate && values.startDate && !isDayAfter(values.endDate, values.startDate))
    errors.endDate = 'projectForm.errors.endAfterStart';
  // A typed text that names no day (DateField reports it as it is) is refused as such.
  if (values.startDate && !isIsoDay(values.startDate)) errors.startDate = 'projectForm.errors.dateFormat';
  if (values.endDate && !isIsoDay(values.endDate)) errors.endDate = 'projectForm.errors.dateFormat';
  if (values.budget.trim() && !WHOLE_NUMBER.test(values.budget.trim()))
    errors.budget = 'projectForm.errors.budgetWhole';
  return errors;
}

/** The request body; a completed status also ends the project's active state (document 1 §4). */
export function projectRequest(values: ProjectFormValues): CreateProjectRequest & UpdateProjectRequest {
  const budget = values.budget.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    clientCompanyId: values.clientCompanyId,
    status: values.status,
    isActive: values.status !== 'completed',
    startDate: values.startDate,
    endDate: values.endDate || null,
    budget: budget ? Number.parseInt(budget, 10) : null,
    notes: values.notes.trim() || null,
    tags: values.tags,
  };
}

const SERVER_FIELDS: Partial<Record<string, ProjectFormField>> = {
  name: 'name',
  description: 'description',
  clientCompanyId: 'clientCompanyId',
  startDate: 'startDate',
  endDate: 'endDate',
  budget: 'budget',
  notes: 'notes',
  status: 'status',
  tags: 'tags',
};

/** Field errors of a 400 answer, as translation keys. */
export function projectErrorsFromServer(body: unknown): ProjectFormErrors {
  const fields = (body as { fields?: Record<string, string[]> } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: ProjectFormErrors = {};
  for (const [serverField, messages] of Object.entries(fields)) {
    const field = SERVER_FIELDS[serverField];
    if (!field) continue;
    const message = messages?.[0] ?? '';
    errors[field] = /after the start/i.test(message)
      ? 'projectForm.errors.endAfterStart'
      : /whole number/i.test(message)
        ? 'projectForm.errors.budgetWhole'
        : /client/i.test(message)
          ? 'projectForm.errors.clientRequired'
          : 'projectForm.errors.invalid';
  }
  return errors;
}
