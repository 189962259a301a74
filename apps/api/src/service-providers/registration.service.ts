import { randomBytes } from 'node:crypto';
import { ForbiddenException, Injectable } from '@nestjs/common';
import type { CreateServiceProviderResponse, User as UserView } from '@taskflow/contracts';
import { DataSource, LessThan } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { hashToken } from '../auth/refresh-token.service';
import { RequestValidationException } from '../errors/request-validation.exception';
import { UsersService } from '../users/users.service';
import type { CreateUserDto } from '../users/users.dto';
import { createProvider } from './create-provider';
import { PendingRegistration } from './pending-registration.entity';
import { ServiceProvider } from './service-provider.entity';
import { toServiceProviderView } from './service-provider.view';
import type { CreateServiceProviderDto } from './service-providers.dto';

export const REGISTRATION_TOKEN_TTL_MS = 60 * 60_000;
export const INVALID_REGISTRATION_TOKEN_MESSAGE = 'This registration has expired or was already completed';

/**
 * The spec's two-step registration: a provider created without a user is only a pending registration;
 * its one-time token creates exactly one first admin, and unfinished ones are removed once expired.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async createProvider(dto: CreateServiceProviderDto): Promise<CreateServiceProviderResponse> {
    const registrationToken = randomBytes(32).toString('base64url');
    const { companyName, website, industry, address, phone, email } = dto;
    return this.dataSource.transaction(async (manager) => {
      await this.removeExpired(manager);
      const provider = await createProvider(manager, { companyName, website, industry, address, phone, email }, 0);
      await manager.insert(PendingRegistration, {
        serviceProviderId: provider.id,
        tokenHash: hashToken(registrationToken),
        expiresAt: new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS),
      });
      return { ...toServiceProviderView(provider), registrationToken };
    });
  }

  async createFirstAdmin(dto: CreateUserDto): Promise<UserView> {
    if (dto.userType !== 'admin') throw new ForbiddenException('A registration creates an admin first');
    if (!dto.password) throw new RequestValidationException({ password: ['Password is required'] });
    const passwordHash = await hashPassword(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const pending = await manager
        .createQueryBuilder(PendingRegistration, 'pending')
        .setLock('pessimistic_write')
        .where('pending.tokenHash = :hash', { hash: hashToken(dto.registrationToken ?? '') })
        .andWhere('pending.expiresAt > now()')
        .getOne();
      if (!pending) throw new ForbiddenException(INVALID_REGISTRATION_TOKEN_MESSAGE);
      const user = await this.users.insertUser(pending.serviceProviderId, dto, passwordHash, manager);
      await manager.delete(PendingRegistration, { id: pending.id });
      return user;
    });
  }

  private async removeExpired(manager: DataSource['manager']): Promise<void> {
    const expired = await manager.find(PendingRegistration, { where: { expiresAt: LessThan(new Date()) } });
    if (expired.length > 0)
      await manager.delete(
        ServiceProvider,
        expired.map((registration) => registration.serviceProviderId),
      );
  }
}
