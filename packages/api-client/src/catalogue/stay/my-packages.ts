import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf } from '../shapes';
import { bookingPaging, myPackageSchema } from './schemas';

/**
 * The stay packages the member bought (我的套餐, a section of reserve/list), newest first: each
 * order of a package (business type 3, keys stay.packageKeys) waiting for payment or paid, with
 * its place, validity, state (MY_PACKAGE_STATUS) and, while it can be used, the order's use code
 * that is written off at the place. Cancelled and expired unpaid orders are left out.
 */
export const myPackages = defineCall({
  name: 'stay.myPackages',
  transport: 'api',
  method: 'GET',
  uri: '/stay/my-packages',
  params: z.object({ ...memberScope, ...bookingPaging.params }),
  result: pageOf(myPackageSchema),
  paging: bookingPaging.paging,
});
