import { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a chat service gave no answer: it took longer than its timeout, or it failed (unreachable, an error status, another shape, an empty answer). */
export class ChatUnavailableError extends Error {
  override readonly name = 'ChatUnavailableError';
  constructor(
    readonly reason: 'timeout' | 'error',
    message: string,
  ) {
    super(message);
  }
}

/** A language model behind a chat interface (ANSWERER_BASE_URL): one reply to a conversation. */
export interface ChatProvider {
  /** The model's reply (trimmed, never empty); rejects with ChatUnavailableError. */
  complete(messages: ChatMessage[]): Promise<string>;
}

/** The part of an OpenAI chat completion this server reads. */
const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * An OpenAI-compatible chat service: POST {baseUrl}/chat/completions with `{ model, messages }`
 * (and `Authorization: Bearer {apiKey}` when a key is configured), reading
 * `choices[0].message.content`. OpenAI, Azure-style gateways, vLLM, llama.cpp and Ollama all
 * speak it. No retries: the member is waiting, and a failed question costs nothing.
 */
export class OpenAiChatProvider implements ChatProvider {
  constructor(
    private readonly cfg: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async complete(messages: ChatMessage[]): Promise<string> {
    const signal = AbortSignal.timeout(this.cfg.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(`${this.cfg.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.cfg.apiKey ? { authorization: `Bearer ${this.cfg.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.cfg.model, messages, stream: false }),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The timeout aborts the fetch or the body's read; either way the signal says so.
      if (signal.aborted) throw new ChatUnavailableError('timeout', `no answer within ${this.cfg.timeoutMs} ms`);
      throw new ChatUnavailableError('error', `unreachable: ${(error as Error).message}`);
    }
    if (status < 200 || status >= 300) throw new ChatUnavailableError('error', `status ${status}: ${text.slice(0, 200)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ChatUnavailableError('error', 'the reply is not JSON');
    }
    const parsed = completion.safeParse(json);
    const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
    if (!content) throw new ChatUnavailableError('error', parsed.success ? 'an empty answer' : 'the reply is not a chat completion');
    return content;
  }
}
