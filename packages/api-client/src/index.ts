export {
  ApiError,
  errorMessage,
  isAbortError,
  isApiError,
  isRefusal,
  SESSION_INVALID_CODE,
  TRANSPORT_MESSAGE,
  type ApiErrorKind,
} from './errors';
export { decodeBody, decodeReply } from './decode';
export {
  callError,
  callKind,
  defineCall,
  isCallDeclaration,
  type CallDeclaration,
  type CallEnvelope,
  type CallError,
  type CallErrors,
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
// The catalogue's modules as namespaces (`coupon.list`), its shapes, the call list and the planned calls.
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
  UploadPostError,
  type OssParamsSource,
  type OssUploadParams,
  type UploadedImage,
  type UploadImageOptions,
  type UploadProgress,
} from './upload';
export {
  IMAGE_PROCESS_PARAM,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariant,
  imageWidthFor,
  isResizableImage,
  RESIZABLE_IMAGE_PATHS,
  requestedImageWidth,
} from './image-variants';
