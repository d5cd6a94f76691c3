type Id = number | string;
const q = (path: string, key: string, value?: Id) => (value === undefined || value === '' ? path : `${path}?${key}=${encodeURIComponent(String(value))}`);

/** The shops group's paths (spec §2); `code` is a card's share code (the member's own card when left out). */
export const shopsPaths = {
  shopsIndex: (iid: Id) => `/app/shops/${encodeURIComponent(String(iid))}/index`,
  shopsDetail: (id: Id) => q('/app/shops/detail', 'id', id),
  shopsCard: (code?: string) => q('/app/shops/card', 'code', code),
  shopsCardNew: () => '/app/shops/cardNew',
  shopsCardEdit: () => '/app/shops/card/edit',
  shopsBcardEdit: () => '/app/shops/bcard/edit',
  shopsCardEdit1: () => '/app/shops/card/edit1',
  shopsCardShare: () => '/app/shops/card/share',
  shopsCardList: () => '/app/shops/card/list',
  shopsGongyi: (code?: string) => q('/app/shops/gongyi', 'code', code),
  shopsMedia: (code?: string) => q('/app/shops/imgs_videos', 'code', code),
  shopsJoin: () => '/app/shops/join',
  shopsJoinStep1: () => '/app/shops/join/step1',
  shopsJoinStep2: () => '/app/shops/join/step2',
  /** The fee's pay page (spec §2 /app/pay/shops_join): reached with a full page load, as WeChat checks the pay page URL. */
  payShopsJoin: (iid: Id) => `/app/pay/shops_join?iid=${encodeURIComponent(String(iid))}`,
};
