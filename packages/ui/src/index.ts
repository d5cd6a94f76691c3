export { formatDate } from './format-date';
