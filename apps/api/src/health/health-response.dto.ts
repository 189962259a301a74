import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { HealthResponse, LivenessResponse, ReadinessCheckName, ReadinessResponse } from '@taskflow/contracts';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ description: 'True when the API runs its embedded PGlite database' })
  embedded: boolean;
}

export class HealthResponseDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: DatabaseHealthDto })
  database: DatabaseHealthDto;

  @ApiProperty({ example: 42 })
  uptimeSeconds: number;

  @ApiProperty({ description: 'Random id of the answering API process, new at every start' })
  instance: string;

  @ApiProperty({ example: '24', description: 'The Node.js major version the API runs on' })
  nodeMajor: string;

  @ApiProperty({ example: '0.1.0', description: 'The TaskFlow release the API runs' })
  version: string;
}

export class LivenessResponseDto implements LivenessResponse {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

export class ReadinessChecksDto {
  @ApiPropertyOptional({ enum: ['up', 'down'] })
  database?: 'up' | 'down';

  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'The job queue (pg-boss) of this process' })
  jobQueue?: 'up' | 'down';

  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'Only when REDIS_URL is set' })
  redis?: 'up' | 'down';
}

export class ReadinessResponseDto implements ReadinessResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;

  @ApiProperty({ enum: ['database', 'jobQueue', 'redis'], isArray: true, description: 'The checks that failed' })
  failed: ReadinessCheckName[];
}
