/*
 * The community calls of spec §7 declared here. The member's own calls (points, coupons,
 * addresses, orders list/detail, vip, profile) are in ../member-extra and the shell's (site
 * info, page config, short-link parse, domain by name) in ../community-extra.
 */
export * from './account';
export * from './cmgoods';
export * from './content';
export * from './item';
export * from './multidis';
export * from './order';
export * from './pay';
export * from './registration';
export * from './shop';
export * from './site';
export * from './wxservice';
export {
  distributionRoleSchema,
  gatewayOrderSchema,
  orderAmountsSchema,
  orderPayloadFields,
  ossParamsSchema,
  wechatPayParamsSchema,
  type DistributionRole,
  type GatewayOrder,
  type OssParams,
  type WechatPayParams,
} from './entities';
