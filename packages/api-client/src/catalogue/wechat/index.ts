export { getUserInfo } from './get-user-info';
