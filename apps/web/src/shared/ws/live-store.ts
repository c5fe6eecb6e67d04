import { create } from 'zustand';
import type { WsNotice } from '@oms/contracts';

type LiveState = {
  /**
   * The "API refresh" flag of the live channel (spec §7): bumped on every new notice, to-do or update,
   * with the notice (its relateType says which document type moved). The shell refetches the domains
   * that declared that type (`defineDomain(…, { live })`); pages do not watch it themselves.
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
