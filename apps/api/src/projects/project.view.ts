import type { ProjectView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import {
  day,
  flag,
  integer,
  json,
  nullable,
  object,
  orEmpty,
  text,
  timestamp,
  type JsonColumns,
} from '../common/json-view';
import type { Project } from './project.entity';

/** Who a project view is shaped for: its budget and notes are the agency's internal data, never a client's. */
export type ProjectViewer = Pick<Actor, 'userType'>;

/** The one place a project becomes an answer. Expects `clientCompany` to be loaded. */
export function toProjectView(project: Project, viewer: ProjectViewer): ProjectView {
  const company = project.clientCompany;
  const view: ProjectView = {
    id: project.id,
    name: project.name,
    description: project.description,
    startDate: project.startDate,
    endDate: project.endDate,
    isActive: project.isActive,
    status: project.status,
    priority: project.priority,
    tags: project.tags,
    clientCompanyId: project.clientCompanyId,
    clientCompany: {
      id: project.clientCompanyId,
      name: company?.name ?? '',
      industry: company?.industry ?? null,
      website: company?.website ?? null,
    },
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
  if (viewer.userType !== 'client') {
    view.budget = project.budget;
    view.notes = project.notes;
  }
  return view;
}

type InternalField = 'budget' | 'notes';

/**
 * A client's project view, field by field in `toProjectView`'s order, as PostgreSQL writes it (over `project` left
 * joined with its `clientCompany`); the team's adds the internal fields after it.
 */
const CLIENT_PROJECT_COLUMNS: JsonColumns<Omit<ProjectView, InternalField>> = {
  id: text('project.id'),
  name: text('project.name'),
  description: text('project.description'),
  startDate: day('project.startDate'),
  endDate: nullable(day('project.endDate')),
  isActive: flag('project.isActive'),
  status: text<ProjectView['status']>('project.status'),
  priority: text('project.priority'),
  tags: json<string[]>('project.tags'),
  clientCompanyId: text('project.clientCompanyId'),
  clientCompany: object<ProjectView['clientCompany']>({
    id: text('project.clientCompanyId'),
    name: orEmpty('clientCompany.name'),
    industry: nullable(text('clientCompany.industry')),
    website: nullable(text('clientCompany.website')),
  }),
  createdAt: timestamp('project.createdAt'),
  updatedAt: timestamp('project.updatedAt'),
};

const TEAM_PROJECT_COLUMNS: JsonColumns<ProjectView> = {
  ...CLIENT_PROJECT_COLUMNS,
  budget: nullable(integer('project.budget')),
  notes: nullable(text('project.notes')),
};

const CLIENT_PROJECT_JSON = object(CLIENT_PROJECT_COLUMNS).sql;
const TEAM_PROJECT_JSON = object(TEAM_PROJECT_COLUMNS).sql;

/** The SQL expression of `viewer`'s view of a project, the same answer as `toProjectView` gives. */
export function projectViewJson(viewer: ProjectViewer): string {
  return viewer.userType === 'client' ? CLIENT_PROJECT_JSON : TEAM_PROJECT_JSON;
}
