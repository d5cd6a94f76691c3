export { roleGet } from './role-get';
export { consoleRoles, consoleDecide } from './console-roles';
export { roleApply } from './role-apply';
export { roleApprove } from './role-approve';
export { roleCancel } from './role-cancel';
export { grouth } from './grouth';
export { statistic, statDaySchema, type StatDay } from './statistic';
export { childList } from './child-list';
export { childCount } from './child-count';
export { itemModules } from './item-modules';
export { itemList } from './item-list';
export { getKey } from './get-key';
export { keyOwner } from './key-owner';
export { lockFans } from './lock-fans';
export { fansList } from './fans-list';
export { getRegulations } from './get-regulations';
export { changeOpInfos } from './change-op-infos';
export { roleExtGet, roleExtUpdate, roleExtSchema, type RoleExt } from './role-ext';
export {
  type Child,
  childSchema,
  type DisItem,
  type DisModule,
  disKeyParam,
  type Fan,
  fanSchema,
  itemSchema,
  LINK_PARAMS,
  moduleSchema,
  type Role,
  ROLE_STATUS,
  ROLE_STATUS_TEXT,
  type RoleStatus,
  roleSchema,
} from './schemas';
