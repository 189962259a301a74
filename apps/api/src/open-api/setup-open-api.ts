import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const OPEN_API_PATH = 'api/docs';
export const BEARER_AUTH = 'bearer';

/** Serves the OpenAPI document generated from the controllers at /api/docs (JSON at /api/docs-json). */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('TaskFlow API')
    .setDescription(
      'Every route needs a bearer access token unless marked otherwise. Errors use the ApiErrorBody shape.',
    )
    .setVersion('0.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER_AUTH)
    .addSecurityRequirements(BEARER_AUTH)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(OPEN_API_PATH, app, document, { jsonDocumentUrl: `${OPEN_API_PATH}-json` });
}
