// Test-only routes to exercise the global guard, pipe and filter; never part of the real app.
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Min, MinLength, ValidateNested } from 'class-validator';
import type { AuthenticatedUser } from '../src/authorization/authenticated-user';
import { CurrentUser } from '../src/auth/current-user.decorator';
import { Public } from '../src/authorization/public.decorator';
import { Access } from '../src/authorization/access.decorator';

export const PROBE_PATH = '/api/test-probe';

class ProbeAddressDto {
  @IsString()
  @MinLength(2)
  city: string;
}

export class ProbeBodyDto {
  @IsInt()
  @Min(1)
  quantity: number;

  @ValidateNested()
  @Type(() => ProbeAddressDto)
  address: ProbeAddressDto;
}

@Controller('test-probe')
class ProbeController {
  @Access.signedIn('test probe')
  @Get('protected')
  whoAmI(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }

  @Public()
  @Get('public')
  open(): { ok: true } {
    return { ok: true };
  }

  @Public()
  @Get('crash')
  crash(): never {
    throw new Error('connection to 10.0.0.7 refused; password=hunter2');
  }

  @Public()
  @Post('echo')
  echo(@Body() body: ProbeBodyDto): ProbeBodyDto {
    return body;
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
