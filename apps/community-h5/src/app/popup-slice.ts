import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Storage key this slice owns: the popups each visitor has closed (spec §4: shown once). */
export const POPUP_MEMORY_KEY = 'popupShown';
/** Enough for years of popups; the oldest are forgotten first. */
const MAX_REMEMBERED = 500;

export interface PopupMemory {
  /** `${visitor}:${popupId}:${type}` of every popup closed. */
  seen: string[];
}

export interface PopupRef {
  visitor: string;
  id: number;
  type: number;
}

export const popupKey = (ref: PopupRef) => `${ref.visitor}:${ref.id}:${ref.type}`;

const popupSlice = createSlice({
  name: 'popup',
  initialState: { seen: [] } as PopupMemory,
  reducers: {
    popupClosed(state, action: PayloadAction<PopupRef>) {
      const key = popupKey(action.payload);
      if (!state.seen.includes(key)) state.seen.push(key);
      if (state.seen.length > MAX_REMEMBERED) state.seen.splice(0, state.seen.length - MAX_REMEMBERED);
    },
  },
});

export const { popupClosed } = popupSlice.actions;
export const popupReducer = popupSlice.reducer;

export const hasSeen = (memory: PopupMemory, ref: PopupRef) => memory.seen.includes(popupKey(ref));

/** The stored memory, tolerating anything a user or an old version left there. */
export function parsePopupMemory(value: unknown): PopupMemory {
  if (typeof value === 'object' && value !== null && 'seen' in value && Array.isArray(value.seen)) {
    return { seen: value.seen.filter((s): s is string => typeof s === 'string').slice(-MAX_REMEMBERED) };
  }
  return { seen: [] };
}
