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
import type { Response } from 'express';
import type {
  ClientCompanyWithProjects,
  CustomerActivityItem,
  CustomerView,
  TeamInvitationResponse,
} from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { answerPage } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
import { CreateClientCompanyDto, NewContactDto, UpdateClientCompanyDto } from './customers.dto';
import { CustomersService } from './customers.service';

@ApiTags('client-companies')
@Controller('client-companies')
export class CustomersController {
  constructor(private readonly companies: CustomersService) {}

  @Access.signedIn('clients see only their own company')
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerView[]> {
    return answerPage(response, await this.companies.list(actor, page));
  }

  @Access.signedIn('clients see only their own company')
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerView> {
    return this.companies.get(actor, id);
  }

  @Access.signedIn('clients only their own company; projects filtered by visibility')
  @Get(':id/active-projects')
  activeProjects(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ClientCompanyWithProjects> {
    return this.companies.withActiveProjects(actor, id);
  }

  @Access.signedIn('clients only their own company; only client-visible comments and approvals of visible projects')
  @Get(':id/activity')
  activity(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerActivityItem[]> {
    return this.companies.activity(actor, id);
  }

  /** The company with its first contacts, all or nothing; each contact is emailed a portal invitation. */
  @Access.permission('canAddCustomers')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: CreateClientCompanyDto): Promise<CustomerView> {
    return this.companies.create(actor, body);
  }

  @Access.permission('canEditCustomers')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateClientCompanyDto,
  ): Promise<CustomerView> {
    return this.companies.update(actor, id, body);
  }

  @Access.permission('canDeleteCustomers')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.companies.remove(actor, id);
  }

  /** A new contact, created as a pending portal user and emailed an invitation; answers the customer. */
  @Access.permission('canEditCustomers')
  @Post(':id/contacts')
  addContact(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: NewContactDto,
  ): Promise<CustomerView> {
    return this.companies.addContact(actor, id, body);
  }

  /** Deactivates the contact's account (never the last contact); their comments stay. Answers the customer. */
  @Access.permission('canEditCustomers')
  @Delete(':id/contacts/:userId')
  removeContact(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('userId', ParseUUIDPipe) userId: string,
  ): Promise<CustomerView> {
    return this.companies.removeContact(actor, id, userId);
  }

  /** A new invitation link for a contact who has not accepted yet. */
  @Access.permission('canEditCustomers')
  @Post(':id/contacts/:userId/invitation')
  resendInvitation(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('userId', ParseUUIDPipe) userId: string,
  ): Promise<TeamInvitationResponse> {
    return this.companies.resendContactInvitation(actor, id, userId);
  }
}
