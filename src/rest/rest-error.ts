// The Error body of REST (docs/decisions.md): an error with its names rendered in the
// specification's snake_case (`max_page_size`, `fair_values[2].value`).
import { renderError, type RenderedError } from '../domain/errors';
import { snakeName, snakePath } from './snake-case';

export function restError(error: Parameters<typeof renderError>[0]): RenderedError {
  return renderError(error, { path: snakePath, key: snakeName });
}
