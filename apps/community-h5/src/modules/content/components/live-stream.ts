import type { content } from '@tongxin/api-client';
import { useEffect, useRef, useState } from 'react';

export type StreamState = 'connecting' | 'open' | 'retrying';

/**
 * A room's messages in real time: the latest from `liveMessages`, then server-sent events. The
 * browser's EventSource reconnects by itself after a network drop and sends the last id it saw,
 * so nothing is missed; `retry` reconnects at once.
 */
export function useRoomMessages(iid: number, id: number | null, initial: readonly content.LiveMessage[] | undefined) {
  const [messages, setMessages] = useState<content.LiveMessage[]>([]);
  const [muted, setMuted] = useState<boolean | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const seeded = useRef(false);

  useEffect(() => {
    if (!initial || seeded.current) return;
    seeded.current = true;
    setMessages((now) => merge(initial, now));
  }, [initial]);

  useEffect(() => {
    if (id === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/content/live/${id}/events?iid=${iid}`);
    source.onopen = () => setState('open');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'retrying' : 'connecting');
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as content.LiveMessage;
      setMessages((now) => merge(now, [message]));
    });
    source.addEventListener('mute', (event) => {
      setMuted((JSON.parse((event as MessageEvent<string>).data) as { muted: boolean }).muted);
    });
    return () => source.close();
  }, [iid, id, attempt]);

  return { messages, muted, state, retry: () => setAttempt((n) => n + 1), add: (m: content.LiveMessage) => setMessages((now) => merge(now, [m])) };
}

/** Messages by id, once each, in order. */
function merge(a: readonly content.LiveMessage[], b: readonly content.LiveMessage[]): content.LiveMessage[] {
  const byId = new Map<number, content.LiveMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
