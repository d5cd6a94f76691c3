import type { Db } from '../../db/client';
import { placesOf } from './handlers';

/*
 * What other modules may use of campsites and homestays: the places with their location (the
 * map shows them beside sign-in sites), and the seller of homestay bookings (business type 3).
 */

/** The tenant's campsites and homestays, for a map. */
export async function stayPlacesOnMap(db: Db, iid: number) {
  return (await placesOf(db, iid, undefined)).list;
}
