import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@taskflow/contracts';

/** OpenAPI description of `ApiErrorBody`, the body of every error answer. */
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Please enter a valid email address.' })
  message: string;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiPropertyOptional({
    description: 'Validation errors: property path → messages',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Please enter a valid email address.'] },
  })
  fields?: Record<string, string[]>;
}
