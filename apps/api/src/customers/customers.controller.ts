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
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  CustomerWithProjects,
  CustomerActivityItem,
  CustomerView,
  TeamInvitationResponse,
} from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { answerPage } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
import { CreateCustomerDto, NewContactDto, UpdateCustomerDto } from './customers.dto';
import { CustomersService } from './customers.service';

@ApiTags('client-companies')
@Controller('client-companies')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Access.signedIn('clients see only their own customer')
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CustomerView[]> {
    return answerPage(response, await this.customers.list(actor, page));
  }

  @Access.signedIn('clients see only their own customer')
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerView> {
    return this.customers.get(actor, id);
  }

  @Access.signedIn('clients only their own customer; projects filtered by visibility')
  @Get(':id/active-projects')
  activeProjects(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerWithProjects> {
    return this.customers.withActiveProjects(actor, id);
  }

  @Access.signedIn('clients only their own customer; only client-visible comments and approvals of visible projects')
  @Get(':id/activity')
  activity(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerActivityItem[]> {
    return this.customers.activity(actor, id);
  }

  /** The customer with its first contacts, all or nothing; each contact is emailed a portal invitation. */
  @Access.permission('canAddCustomers')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: CreateCustomerDto): Promise<CustomerView> {
    return this.customers.create(actor, body);
  }

  @Access.permission('canEditCustomers')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCustomerDto,
  ): Promise<CustomerView> {
    return this.customers.update(actor, id, body);
  }

  @Access.permission('canDeleteCustomers')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.customers.remove(actor, id);
  }

  /** A new contact, created as a pending portal user and emailed an invitation; answers the customer. */
  @Access.permission('canEditCustomers')
  @Post(':id/contacts')
  addContact(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: NewContactDto,
  ): Promise<CustomerView> {
    return this.customers.addContact(actor, id, body);
  }

  /** Deactivates the contact's account (never the last contact); their comments stay. Answers the customer. */
  @Access.permission('canEditCustomers')
  @Delete(':id/contacts/:userId')
  removeContact(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('userId', ParseUUIDPipe) userId: string,
  ): Promise<CustomerView> {
    return this.customers.removeContact(actor, id, userId);
  }

  /** A new invitation link for a contact who has not accepted yet. */
  @Access.permission('canEditCustomers')
  @Post(':id/contacts/:userId/invitation')
  resendInvitation(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('userId', ParseUUIDPipe) userId: string,
  ): Promise<TeamInvitationResponse> {
    return this.customers.resendContactInvitation(actor, id, userId);
  }
}
