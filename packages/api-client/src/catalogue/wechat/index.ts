export { getUserInfo } from './get-user-info';
export { oauthConfig } from './oauth-config';
export { SHARE_TYPE, ticket } from './ticket';
