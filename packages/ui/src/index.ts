export { formatDate } from './format-date';
export { formatFen } from './format-money';

export { COMPONENT_TYPE, flag, isShown, type FormComponent, type FormValues } from './form/types';
export {
  formatImageList,
  formatPickerValue,
  imageListMax,
  initialValues,
  isEmptyValue,
  parseImageList,
  parsePickerOptions,
  parsePickerValue,
  valueOf,
  type PickerOptionGroup,
} from './form/values';
export {
  conditionalIds,
  missingRequired,
  rulesFromComponents,
  validateForm,
  visibleComponents,
  visibleValues,
  type ConditionRule,
} from './form/conditions';

export { TOAST_DURATION, toast, type ToastCallOptions, type ToastHandle } from './feedback/toast';
export {
  DIALOG_FOCUS_DELAY,
  alertDialog,
  confirmDialog,
  promptDialog,
  type DialogOptions,
  type PromptOptions,
} from './feedback/dialog';

export {
  ACCEPTED_IMAGE_EXTENSIONS,
  IMAGE_ACCEPT,
  IMAGE_TYPE_MESSAGE,
  checkImageFile,
  hasAcceptedImageName,
  sniffImageKind,
} from './upload/image-type';
export {
  DOWNSCALE_DEFAULTS,
  browserImageCodec,
  downscaleImage,
  fitWithin,
  type DecodedImage,
  type DownscaleOptions,
  type ImageCodec,
} from './upload/downscale';
export {
  ImageUploader,
  UNREADABLE_FILE_MESSAGE,
  UPLOAD_STATUS_LABELS,
  shortFailureReason,
  type ImageUploaderProps,
  type UploadFn,
  type UploadStatus,
} from './upload/image-uploader';

export { CascadePopup, type CascadeOption, type CascadePopupProps } from './picker/cascade-popup';
export {
  REGION_LOADING,
  REGION_PLACEHOLDER,
  buildRegionTree,
  codesForNames,
  formatRegionValue,
  namesForCodes,
  parseRegionValue,
  type RegionEntry,
  type RegionSource,
} from './region/region-tree';
export {
  RegionPicker,
  loadDefaultRegionSource,
  type RegionPickerProps,
} from './region/region-picker';

export { FormField, sanitizeNumber, useScrollBackOnBlur, type FormFieldProps } from './form/fields';
export { FormRenderer, type FormRendererProps } from './form/form-renderer';

export {
  ListEmpty,
  ListError,
  ListSkeleton,
  type ListErrorProps,
  type ListSkeletonProps,
} from './list/list-states';
export { INFINITE_SCROLL_OFFSET, InfiniteList, type InfiniteListProps } from './list/infinite-list';
export {
  LAZY_PRELOAD_RATIO,
  LazyImage,
  preloadRootMargin,
  type LazyImageProps,
} from './media/lazy-image';
export {
  ScrollTabs,
  TAB_SCROLL_THRESHOLD,
  type ScrollTabsProps,
  type TabItem,
} from './media/scroll-tabs';
export { NumberStepper, STEPPER_DEFAULTS, type NumberStepperProps } from './media/number-stepper';

export {
  couponThresholdText,
  couponValueText,
  parsePopupContent,
  type Coupon,
  type ImageLink,
  type PopupContent,
  type ProductCard,
  type SiteAd,
} from './site-popup/popup-content';
export { SitePopup, type SitePopupImageProps, type SitePopupProps } from './site-popup/site-popup';

export {
  QR_DEFAULT_LEVEL,
  QR_DEFAULT_MARGIN,
  qrMatrix,
  qrPath,
  qrRuns,
  type QrLevel,
  type QrMatrix,
} from './qr/qr-matrix';
export {
  drawQr,
  qrCanvas,
  qrDataUrl,
  type QrCanvasContext,
  type QrDrawOptions,
  type QrImageOptions,
} from './qr/qr-canvas';
export { QrCode, type QrCodeProps } from './qr/qr-code';

export { ELLIPSIS, wrapText, type MeasureText } from './poster/wrap-text';
export {
  POSTER_MESSAGES,
  POSTER_SIZE,
  PosterError,
  browserPosterEnvironment,
  composePoster,
  coverRect,
  posterLayout,
  posterScale,
  type ComposePosterOptions,
  type PosterCanvas,
  type PosterContext,
  type PosterData,
  type PosterEnvironment,
  type PosterImage,
} from './poster/compose-poster';
export { Poster, type PosterProps } from './poster/poster';
export { escapeXml, svgDataUrl } from './poster/svg-text';

export { niceTicks, type Ticks } from './chart/scale';
export { CHART_PALETTE, type ChartSeries, type XYChartProps } from './chart/chart-parts';
export { BarChart, LineChart } from './chart/xy-chart';
export { DonutChart, type DonutChartProps, type DonutItem } from './chart/donut-chart';

export { filterStyle, sanitizeHtml } from './rich-text/sanitize-html';
export { RichText, type RichTextProps } from './rich-text/rich-text';

export { RankList, type MyRank, type RankEntry, type RankListProps } from './rank/rank-list';

export { parseDate, type DateInput } from './format-date';
export {
  Countdown,
  clockOffset,
  describeRemaining,
  formatRemaining,
  splitRemaining,
  useCountdown,
  type CountdownFormat,
  type CountdownOptions,
  type CountdownProps,
  type RemainingParts,
} from './countdown/countdown';
export { SMS_RESEND_SECONDS, smsSentAtKey, useSmsCountdown } from './countdown/sms-countdown';

export { SCORE_MAX, SCORE_WORDS, ScoreRow, type ScoreRowProps } from './comment/score-row';
export {
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  CommentForm,
  EMPTY_COMMENT,
  type CommentFormProps,
  type CommentValue,
} from './comment/comment-form';

export {
  AvailabilityCalendar,
  type AvailabilityCalendarProps,
  type AvailabilityMap,
  type DateRange,
  type DayAvailability,
} from './calendar/availability-calendar';
export { addDays, addMonths, daysBetween, monthCells, todayText } from './calendar/calendar-dates';

export { NOT_FOUND_RETURN_MS, NotFoundPage, type NotFoundPageProps } from './page/not-found-page';

export { clearDraft, clearDrafts, readDraft, writeDraft } from './draft/draft-store';
export { DRAFT_PREFIX, useDraft } from './draft/use-draft';

export { EmptyState, ErrorState, LoadingSkeleton } from './query/states';
export { QueryView, type QueryViewProps, type ViewedQuery } from './query/query-view';
export { Field, type FieldProps } from './page/field';
export { PhoneField, type PhoneFieldProps } from './page/phone-field';
export { SmsCodeField, type SmsCodeFieldProps, type SmsCodeWords } from './page/sms-code-field';
export { PageLayout, type PageLayoutProps } from './page/page-layout';
export { TabPageContext } from './page/tab-page';
export { useBack } from './page/use-back';
