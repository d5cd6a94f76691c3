import { createApiClient } from '@tongxin/api-client';
import { currentEnvironment } from '@tongxin/env-auth';

/**
 * The one client of the app. The session-invalid hook (code 1000001 → clear credentials, go to
 * login) is registered by the app shell, which owns the router.
 */
export const api = createApiClient({
  isMiniProgram: () => currentEnvironment().environment === 'miniprogram',
});
