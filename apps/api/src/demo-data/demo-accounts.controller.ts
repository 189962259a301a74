import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DEMO_PASSWORD, USER_TYPES, type DemoAccountsResponse, type UserType } from '@taskflow/contracts';
import { Public } from '../authorization/public.decorator';
import { AppConfig } from '../config/app-config';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DemoAccountsUnavailableException } from './demo-data.exception';

class DemoAccountDto {
  @ApiProperty() email: string;
  @ApiProperty({ enum: USER_TYPES }) userType: UserType;
}

export class DemoAccountsResponseDto implements DemoAccountsResponse {
  @ApiProperty({ example: DEMO_PASSWORD }) password: string;
  @ApiProperty({ type: [DemoAccountDto] }) accounts: DemoAccountDto[];
}

/** The login page's demo box (an auth route, served by the demo data it describes). */
@ApiTags('auth')
@Controller('auth')
export class DemoAccountsController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Get('demo-accounts')
  @ApiOkResponse({ type: DemoAccountsResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'The server runs without demo data' })
  demoAccounts(): DemoAccountsResponse {
    if (!this.config.DEMO_DATA) throw new DemoAccountsUnavailableException();
    return { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map(({ email, userType }) => ({ email, userType })) };
  }
}
