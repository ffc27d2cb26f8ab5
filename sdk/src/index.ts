export { Caja, type CajaOptions, DEFAULT_BASE_URLS, keyEnvironment } from './client.js';
export {
  type ApiErrorCode,
  CajaError,
  type CajaErrorCode,
  type SdkErrorCode,
} from './errors.js';
export type { components, operations, paths } from './generated/openapi.js';
export { List } from './pagination.js';
export type { RequestOptions, ResponseInfo, RetryNotice, WithResponse, WriteOptions } from './transport.js';
export type * from './types.js';
export {
  DEFAULT_TOLERANCE_SECONDS,
  type SignOptions,
  sign,
  type VerifyOptions,
  verify,
  type WebhookHeaders,
  type WebhookSignatureHeaders,
} from './webhooks.js';
