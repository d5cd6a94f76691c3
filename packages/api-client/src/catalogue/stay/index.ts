export { places } from './places';
export { place } from './place';
export { room } from './room';
export { packageDetail } from './package-detail';
export { availability } from './availability';
export { bookings } from './bookings';
export { cancel } from './cancel';
export { myPackages } from './my-packages';
export { staffPlaces, useCodeParam, type VerifiedPackage, VERIFY_ERRORS, verifiedPackageSchema, verify, verifyLookup } from './verify';
export {
  BOOKING_FILTER,
  BOOKING_HORIZON_DAYS,
  BOOKING_STATUS,
  type Booking,
  bookingSchema,
  type DayAvailability,
  MAX_NIGHTS,
  MAX_ROOMS,
  MY_PACKAGE_STATUS,
  type MyPackage,
  PACKAGE_ERRORS,
  PACKAGE_MAX_NUM,
  packageKeys,
  type PackageCard,
  type Place,
  type PlaceCard,
  type Room,
  type RoomCard,
  ROOM_KIND,
  STAY_ERRORS,
  STAY_TYPE,
  type StayPackage,
} from './schemas';
