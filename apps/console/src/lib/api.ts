import { createApiClient } from '@tongxin/api-client';

/** The console's one client: same-origin /api (the server that serves /console). */
export const api = createApiClient({ baseUrl: '', apiBase: '/api' });
