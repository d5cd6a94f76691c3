import { content } from '@tongxin/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMemberSession } from '../../../components/scopes';
import { api } from '../../../lib/api';

export type StreamState = 'connecting' | 'open' | 'retrying';

/** Waits before connecting again after the stream was closed: 2 s, doubling, at most 30 s. */
export const RECONNECT_FIRST_MS = 2000;
const RECONNECT_MAX_MS = 30_000;

/**
 * A room's messages in real time: the latest from `liveMessages`, then server-sent events from the
 * room's `eventsUrl` (none while the room is not open to the member). After a
 * short drop the browser's EventSource reconnects by itself and sends the last id it saw. When the
 * stream is closed for good (the server or a proxy answered an error), the hook connects again
 * itself — after a growing wait, at once when the phone is back online or on `retry` — and asks
 * for what it missed since the last message it has, so nothing said during the drop is lost.
 */
export function useRoomMessages(iid: number, id: number | null, url: string | null, initial: readonly content.LiveMessage[] | undefined) {
  const { token } = useMemberSession();
  const [messages, setMessages] = useState<content.LiveMessage[]>([]);
  const [muted, setMuted] = useState<boolean | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const seeded = useRef(false);
  const lastId = useRef(0);
  const closures = useRef(0);

  const add = useCallback((more: readonly content.LiveMessage[]) => {
    for (const m of more) lastId.current = Math.max(lastId.current, m.id);
    setMessages((now) => merge(now, more));
  }, []);

  useEffect(() => {
    if (!initial || seeded.current) return;
    seeded.current = true;
    add(initial);
  }, [initial, add]);

  useEffect(() => {
    if (id === null || url === null || typeof EventSource === 'undefined') return;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const source = new EventSource(url);
    source.onopen = () => {
      setState('open');
      closures.current = 0;
      // A new connection after a closed one: what was said in between.
      if (attempt > 0 && lastId.current > 0) {
        void api
          .call(content.liveMessages, { iid, id, after: lastId.current, token: token ?? undefined })
          .then((missed) => !closed && add(missed))
          .catch(() => undefined);
      }
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return setState('connecting');
      setState('retrying');
      const wait = Math.min(RECONNECT_FIRST_MS * 2 ** closures.current, RECONNECT_MAX_MS);
      closures.current += 1;
      timer = setTimeout(() => setAttempt((n) => n + 1), wait);
    };
    source.addEventListener('message', (event) => add([JSON.parse((event as MessageEvent<string>).data) as content.LiveMessage]));
    source.addEventListener('mute', (event) => {
      setMuted((JSON.parse((event as MessageEvent<string>).data) as { muted: boolean }).muted);
    });
    const online = () => source.readyState === EventSource.CLOSED && setAttempt((n) => n + 1);
    window.addEventListener('online', online);
    return () => {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      source.close();
    };
  }, [iid, id, url, token, attempt, add]);

  return {
    messages,
    muted,
    state,
    retry: () => setAttempt((n) => n + 1),
    add: (m: content.LiveMessage) => add([m]),
    /** What the server answered the host's own mute with (the stream says it too). */
    setMuted,
  };
}

/** Messages by id, once each, in order. */
function merge(a: readonly content.LiveMessage[], b: readonly content.LiveMessage[]): content.LiveMessage[] {
  const byId = new Map<number, content.LiveMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
