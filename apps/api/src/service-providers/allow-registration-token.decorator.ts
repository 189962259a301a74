import { SetMetadata } from '@nestjs/common';

export const ALLOW_REGISTRATION_TOKEN_KEY = 'allowRegistrationToken';

/** The route also accepts a request without bearer token that carries a `registrationToken` in its body. */
export const AllowRegistrationToken = () => SetMetadata(ALLOW_REGISTRATION_TOKEN_KEY, true);
