export {
  ApiError,
  errorMessage,
  isAbortError,
  isApiError,
  SESSION_INVALID_CODE,
  TRANSPORT_MESSAGE,
  type ApiErrorKind,
} from './errors';
export { decodeBody, decodeReply } from './decode';
export {
  callKind,
  defineCall,
  isCallDeclaration,
  type CallDeclaration,
  type CallKind,
  type CallMethod,
  type CallPaging,
  type CallParams,
  type CallResult,
  type CallTransport,
  type DeclaredCall,
  type MutationDeclaration,
  type QueryDeclaration,
  type ResolvedKind,
} from './define';
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientConfig,
  type CallOptions,
  type RawCall,
} from './client';
export { jsonp, jsonpCallbackName, JSONP_CALLBACK_PREFIX, JSONP_LATE_REPLY_MS, type JsonpOptions } from './jsonp';
// Every declaration (community, community-extra, member-extra, university) and the call lists.
export * from './catalogue';
export {
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  IMAGE_TYPE_MESSAGE,
  isAcceptedImage,
  uploadForm,
  randomNonce,
  uploadImage,
  uploadKey,
  type OssParamsSource,
  type OssUploadParams,
  type UploadedImage,
  type UploadImageOptions,
  type UploadProgress,
} from './upload';
