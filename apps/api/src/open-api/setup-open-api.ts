import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';

export const OPEN_API_PATH = 'api/docs';
export const BEARER_AUTH = 'bearer';

/** Serves the OpenAPI document generated from the controllers at /api/docs (JSON at /api/docs-json). */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('TaskFlow API')
    .setDescription(
      'Every route needs a bearer access token unless marked otherwise. Errors use the ApiErrorBody shape: its `code` ' +
        '(ApiErrorCode) and the `code` of each entry of `fieldErrors` (FieldErrorCode) are stable; `message` is English ' +
        'and may be reworded.',
    )
    .setVersion('0.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER_AUTH)
    .addSecurityRequirements(BEARER_AUTH)
    .build();
  // The error body is in every document, also where no route names it.
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorBodyDto] });
  SwaggerModule.setup(OPEN_API_PATH, app, document, { jsonDocumentUrl: `${OPEN_API_PATH}-json` });
}
