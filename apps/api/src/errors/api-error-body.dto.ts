import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import {
  API_ERROR_CODES,
  FIELD_ERROR_CODES,
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldError,
  type FieldErrorCode,
} from '@taskflow/contracts';

/** OpenAPI description of `FieldError`: one rule a field broke. */
export class FieldErrorDto implements FieldError {
  @ApiProperty({ enum: FIELD_ERROR_CODES, enumName: 'FieldErrorCode', example: 'INVALID_EMAIL' })
  code: FieldErrorCode;

  @ApiProperty({ description: 'English; clients translate `code`', example: 'Please enter a valid email address.' })
  message: string;
}

/** OpenAPI description of `ApiErrorBody`, the body of every error answer. */
@ApiExtraModels(FieldErrorDto)
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    description: 'English, for logs and API users; may be reworded at any time (clients translate `code`)',
    example: 'Please enter a valid email address.',
  })
  message: string;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({
    enum: API_ERROR_CODES,
    enumName: 'ApiErrorCode',
    description: 'Stable machine-readable reason; apps/api/README.md ("Error codes") says what each means',
    example: 'VALIDATION_FAILED',
  })
  code: ApiErrorCode;

  @ApiPropertyOptional({
    description: 'Validation errors: property path → messages (the messages of `fieldErrors`)',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Please enter a valid email address.'] },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'Validation errors: property path → the rules it broke, each with its code',
    type: 'object',
    additionalProperties: { type: 'array', items: { $ref: getSchemaPath(FieldErrorDto) } },
    example: { email: [{ code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }] },
  })
  fieldErrors?: Record<string, FieldError[]>;
}
