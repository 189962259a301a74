export const JWT_ALGORITHM = 'HS256';
export const JWT_AUDIENCE = 'taskflow-api';
export const JWT_ISSUER = 'taskflow';
export const ACCESS_TOKEN_TTL = '15m';
