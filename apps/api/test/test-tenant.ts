import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { UserType } from '@taskflow/contracts';
import { hashPassword } from '../src/common/password-hasher';
import { signAccessToken } from '../src/auth/sign-access-token';
import { Customer } from '../src/customer-records/customer.entity';
import { Project } from '../src/projects/project.entity';
import { createAgency } from '../src/agencies/create-agency';
import { Task } from '../src/tasks/task.entity';
import { TenantDataAccess } from '../src/tenancy/tenant-data-access.service';
import { syncTeamMemberCount } from '../src/users/team-member-count';
import { User } from '../src/users/user.entity';
import { TEST_JWT_ACCESS_SECRET } from './create-test-app';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  userType: UserType;
  token: string;
  serviceProviderId: string;
}

/** One agency with an admin, a team member, two customers (A, B) with one client each, a project per company and tasks. */
export interface TestTenant {
  serviceProviderId: string;
  admin: TestUser;
  team: TestUser;
  clientA: TestUser;
  clientB: TestUser;
  companyA: string;
  companyB: string;
  projectA: string;
  projectB: string;
  /** Client-visible task of project A, assigned to the team member. */
  visibleTaskA: string;
  /** Internal task of project A, assigned to the admin. */
  hiddenTaskA: string;
  /** Client-visible task of project B, assigned to the admin. */
  visibleTaskB: string;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export function tokenFor(user: Pick<User, 'id' | 'serviceProviderId' | 'userType'>): string {
  return signAccessToken(
    { userId: user.id, serviceProviderId: user.serviceProviderId, userType: user.userType },
    TEST_JWT_ACCESS_SECRET,
  );
}

function testUser(user: User): TestUser {
  return {
    id: user.id,
    email: user.email,
    userType: user.userType,
    token: tokenFor(user),
    serviceProviderId: user.serviceProviderId,
  };
}

/** Inserts a tenant straight into the database (fast; the HTTP calls under test stay real). */
export async function createTestTenant(
  app: INestApplication,
  name = 'Test Studio',
  adminEmail = uniqueEmail('admin'),
): Promise<TestTenant> {
  const hash = await (passwordHash ??= hashPassword(TEST_PASSWORD));
  return app
    .get(TenantDataAccess)
    .platform()
    .transaction(async (tx) => {
      const agency = await createAgency(tx, { companyName: name });
      const scope = tx.forTenant(agency.id);
      const person = (userType: UserType, clientCompanyId: string | null = null, email = uniqueEmail(userType)) =>
        scope.insert(User, {
          firstName: 'Test',
          lastName: userType,
          email,
          userType,
          clientCompanyId,
          status: 'active',
          passwordHash: hash,
        });
      const admin = await person('admin', null, adminEmail);
      const team = await person('team');
      await syncTeamMemberCount(scope);
      const companyA = await scope.insert(Customer, { name: 'Company A' });
      const companyB = await scope.insert(Customer, { name: 'Company B' });
      const clientA = await person('client', companyA.id);
      const clientB = await person('client', companyB.id);
      const project = (customerId: string, projectName: string) =>
        scope.insert(Project, {
          clientCompanyId: customerId,
          name: projectName,
          description: 'Test project',
          startDate: '2026-01-01',
          endDate: '2027-01-01',
          tags: [],
        });
      const projectA = await project(companyA.id, 'Project A');
      const projectB = await project(companyB.id, 'Project B');
      const task = (projectId: string, title: string, assignee: User, isClientVisible: boolean) =>
        scope.insert(Task, {
          projectId,
          title,
          description: 'Test task',
          assignedToId: assignee.id,
          isClientVisible,
          tags: '[]',
        });
      const visibleTaskA = await task(projectA.id, 'Visible A', team, true);
      const hiddenTaskA = await task(projectA.id, 'Hidden A', admin, false);
      const visibleTaskB = await task(projectB.id, 'Visible B', admin, true);
      return {
        serviceProviderId: agency.id,
        admin: testUser(admin),
        team: testUser(team),
        clientA: testUser(clientA),
        clientB: testUser(clientB),
        companyA: companyA.id,
        companyB: companyB.id,
        projectA: projectA.id,
        projectB: projectB.id,
        visibleTaskA: visibleTaskA.id,
        hiddenTaskA: hiddenTaskA.id,
        visibleTaskB: visibleTaskB.id,
      };
    });
}
