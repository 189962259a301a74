/** Paths every app agrees on: where the guards send a visitor. */
export const DASHBOARD_PATH = '/dashboard';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const COMING_SOON_PATH = '/coming-soon';
