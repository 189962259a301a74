import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerPage } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
import { clientAddress } from '../common/client-address';
import { registrationThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { ApiTags } from '@nestjs/swagger';
import type { User as UserView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { AllowAnonymous } from '../authorization/public.decorator';
import { RegistrationService } from './registration.service';
import { CreateUserDto, ListUsersQueryDto, UpdateUserDto } from './users.dto';
import { toUserView } from './user.view';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly registration: RegistrationService,
    private readonly throttles: Throttles,
  ) {}

  @Access.signedIn('team side: all users of the agency; clients: people on their projects')
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: ListUsersQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView[]> {
    return answerPage(response, await this.users.list(actor, query.userType, query));
  }

  @Access.signedIn('clients only their own company')
  @Get('company/:companyId')
  async listByCustomer(
    @CurrentActor() actor: Actor,
    @Param('companyId', ParseUUIDPipe) customerId: string,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView[]> {
    return answerPage(response, await this.users.listByCustomer(actor, customerId, page));
  }

  @Access.signedIn('same visibility as the list')
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<UserView> {
    return this.users.get(actor, id);
  }

  /** With a bearer token: admins (any type), team members with canManageTeam (team) or canEditCustomers (clients).
   *  Without one: step 2 of the two-step registration (docs/product-rules.md#registration), the first admin of POST /service-providers' registrationToken. */
  @AllowAnonymous()
  @Access.roles('admin', 'team')
  @Post()
  async create(
    @CurrentActor() actor: Actor | undefined,
    @Body() body: CreateUserDto,
    @Req() request: FastifyRequest,
  ): Promise<UserView> {
    if (!actor) {
      const target = body.registrationToken ?? body.email;
      await this.throttles.enforce(registrationThrottle, { address: clientAddress(request), target });
      return toUserView(await this.registration.completePending(body));
    }
    return this.users.create(actor, body);
  }

  @Access.signedIn('own profile, or canManageTeam / canEditCustomers')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserView> {
    return this.users.update(actor, id, body);
  }

  @Access.roles('admin', 'team')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.users.remove(actor, id);
  }
}
