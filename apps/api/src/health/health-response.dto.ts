import { ApiProperty } from '@nestjs/swagger';
import type { HealthResponse } from '@taskflow/contracts';

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
}
