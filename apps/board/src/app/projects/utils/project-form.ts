import {
  fieldErrorCodesOf,
  type CreateProjectRequest,
  type FieldErrorCode,
  type ProjectStatus,
  type ProjectView,
  type UpdateProjectRequest,
} from '@taskflow/contracts';
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

/** Add project (docs/product-rules.md#validation): name, description, client, start date required; end date after the start; budget whole. */
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

/** The request body; a completed status also ends the project's active state (docs/product-rules.md#states-and-changes). */
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

/** The text of a field's rule: by the field for "required", by the rule's code otherwise. */
const REQUIRED_KEYS: Partial<Record<ProjectFormField, string>> = {
  name: 'projectForm.errors.nameRequired',
  description: 'projectForm.errors.descriptionRequired',
  clientCompanyId: 'projectForm.errors.clientRequired',
  startDate: 'projectForm.errors.startRequired',
};
const CODE_KEYS: Partial<Record<FieldErrorCode, string>> = {
  END_BEFORE_START: 'projectForm.errors.endAfterStart',
  NOT_AN_INTEGER: 'projectForm.errors.budgetWhole',
  INVALID_DATE: 'projectForm.errors.dateFormat',
};

/** Field errors of a 400 answer, as translation keys, by their codes (others get the generic one). */
export function projectErrorsFromServer(body: unknown): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  for (const [serverField, code] of Object.entries(fieldErrorCodesOf(body))) {
    const field = SERVER_FIELDS[serverField];
    if (!field) continue;
    errors[field] = (code === 'REQUIRED' ? REQUIRED_KEYS[field] : CODE_KEYS[code]) ?? 'projectForm.errors.invalid';
  }
  return errors;
}
