import { create } from 'zustand';
import type { WsNotice } from '@oms/contracts';

type LiveState = {
  /**
   * The "API refresh" flag of the live channel (spec §7): bumped on every new notice, so that a
   * page showing data the notice may have changed can watch it and refetch.
   */
  refreshTick: number;
  lastNotice: WsNotice | null;
  bump: (notice: WsNotice) => void;
};

export const useLiveStore = create<LiveState>((set) => ({
  refreshTick: 0,
  lastNotice: null,
  bump: (notice) => set((s) => ({ refreshTick: s.refreshTick + 1, lastNotice: notice })),
}));
