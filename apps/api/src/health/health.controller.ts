import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@taskflow/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../authorization/public.decorator';
import { HealthResponseDto, LivenessResponseDto, ReadinessResponseDto } from './health-response.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  /** Public: monitors and the web app (its version) ask without a session. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The database does not answer' })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthResponse> {
    const health = await this.healthService.check();
    if (health.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }

  /** Public, for orchestrators: the process answers; no dependency is asked (a restart would not bring one back). */
  @Public()
  @Get('live')
  @ApiOkResponse({ type: LivenessResponseDto })
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /** Public, for proxies and orchestrators: send traffic here only while every dependency answers. */
  @Public()
  @Get('ready')
  @ApiOkResponse({ type: ReadinessResponseDto })
  @ApiServiceUnavailableResponse({ type: ReadinessResponseDto, description: '`failed` names the dependencies down' })
  async ready(@Res({ passthrough: true }) response: FastifyReply): Promise<ReadinessResponse> {
    const readiness = await this.healthService.readiness();
    if (readiness.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }
}
