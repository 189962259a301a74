export { renderWithTheme } from './testing/renderWithTheme';
