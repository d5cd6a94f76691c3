import { errorMessage } from '@tongxin/api-client';

/** What a failed write shows: the server's words (a refusal's msg), else the transport's. */
export const writeError = (error: unknown): string | null => (error ? errorMessage(error) : null);
