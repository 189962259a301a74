import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { JoinWaitlistResponseDto } from './join-waitlist-response.dto';
import { JoinWaitlistDto } from './join-waitlist.dto';
import { WaitlistService } from './waitlist.service';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(private readonly waitlistService: WaitlistService) {}

  @Public()
  @Post()
  @ApiCreatedResponse({ type: JoinWaitlistResponseDto, description: 'Added to the waitlist' })
  @ApiOkResponse({ type: JoinWaitlistResponseDto, description: 'Already on the waitlist (alreadyExists is true)' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid email address' })
  async join(@Body() body: JoinWaitlistDto, @Res({ passthrough: true }) response: Response): Promise<JoinWaitlistResponseDto> {
    const result = await this.waitlistService.join(body.email);
    response.status(result.alreadyExists ? HttpStatus.OK : HttpStatus.CREATED);
    return result;
  }
}
