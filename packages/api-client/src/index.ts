export { ApiError, isApiError, SESSION_INVALID_CODE, TRANSPORT_MESSAGE, type ApiErrorKind } from './errors';
export { decodeBody, decodeReply } from './decode';
export {
  defineCall,
  type CallDeclaration,
  type CallMethod,
  type CallParams,
  type CallResult,
  type CallTransport,
} from './define';
export { apiGet } from './http';
