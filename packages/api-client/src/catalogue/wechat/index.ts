export { getUserInfo } from './get-user-info';
export { oauthConfig } from './oauth-config';
