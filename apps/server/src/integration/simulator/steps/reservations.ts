import type { PendingReservation, ReservationStatus } from '@oms/contracts';
import { notYetDue, postAction, type StepContext } from '../registry';

/** The warehouse's next call for a reservation in each state it moves. */
const NEXT: Partial<Record<ReservationStatus, string>> = {
  RESERVED: 'confirm',
  PENDING_ARRIVAL: 'arrive',
  ARRIVED: 'start-unloading',
  PENDING_UNLOADING: 'unload',
  PENDING_EMPTY_RETURN: 'return-empty',
};

/** The dock a reservation is confirmed at (from its id, so the same one always gets the same dock). */
export const dockOf = (id: string) => `D${(Number(id) % 12) + 1}`;

/**
 * Moves each reservation of the key's warehouse one step once it has waited `delayMs` since its last
 * change: confirmed with a dock number, arrived (the demo does not wait for the slot's time: the
 * delay stands for it), unloading, unloaded, empty returned.
 */
export const reservationsStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingReservation[]>('/reservations/pending');
  if (res.status !== 200) throw new Error(`reservations/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const r of res.data) {
    const action = NEXT[r.status];
    if (!action || notYetDue(ctx, r.updatedAt)) continue;
    const body = action === 'confirm' ? { dockNo: dockOf(r.id) } : null;
    moved += await postAction(
      ctx,
      'reservations',
      { id: r.id, number: r.reservationNo, version: r.status },
      { path: `/reservations/${r.id}/${action}`, body, name: action },
    );
  }
  return moved;
};
