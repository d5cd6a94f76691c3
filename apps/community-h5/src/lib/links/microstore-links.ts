import { route } from './route';

/** The member's micro-store (spec §2 account/distributionStore, smallStore, store*). */
export const microstoreLinks = {
  distributionStore: route('/app/account/distributionStore'),
  /** The public store; its shared link carries the store's key as multiDisKey with saleIid. */
  smallStore: route('/app/account/smallStore?id&iid&saleIid?&multiDisKey?'),
  storeSet: route('/app/account/storeSet'),
  storeInfoSet: route('/app/account/storeInfoSet'),
  storeConsultsSet: route('/app/account/storeConsultsSet'),
  storeConsultAdd: route('/app/account/storeConsultAdd'),
  storeOrderNotifySet: route('/app/account/storeOrderNotifySet'),
  storeOrderNotifyAdd: route('/app/account/storeOrderNotifyAdd'),
  storeMasterSet: route('/app/account/storeMasterSet'),
  storeItemEdit: route('/app/account/storeItemEdit'),
  storeQrcode: route('/app/account/storeQrcode'),
};
