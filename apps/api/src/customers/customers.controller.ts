import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ClientCompanyView, ClientCompanyWithProjects } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { CreateClientCompanyDto, UpdateClientCompanyDto } from './customers.dto';
import { CustomersService } from './customers.service';

@ApiTags('client-companies')
@Controller('client-companies')
export class CustomersController {
  constructor(private readonly companies: CustomersService) {}

  @Access.signedIn('clients see only their own company')
  @Get()
  list(@CurrentActor() actor: Actor): Promise<ClientCompanyView[]> {
    return this.companies.list(actor);
  }

  @Access.signedIn('clients see only their own company')
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ClientCompanyView> {
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

  @Access.permission('canAddCustomers')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: CreateClientCompanyDto): Promise<ClientCompanyView> {
    return this.companies.create(actor, body);
  }

  @Access.permission('canEditCustomers')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateClientCompanyDto,
  ): Promise<ClientCompanyView> {
    return this.companies.update(actor, id, body);
  }

  @Access.permission('canDeleteCustomers')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.companies.remove(actor, id);
  }
}
