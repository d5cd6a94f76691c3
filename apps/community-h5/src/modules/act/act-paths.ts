/**
 * Where the activity pages live. Imports nothing: the manifest (on every first load) uses these,
 * so whatever this file imported would land in the app's entry chunk.
 */
export const actPaths = {
  list: (iid: number) => `/app/act/${iid}`,
  detail: (iid: number, id: number) => `/app/act/${iid}/detail/${id}`,
  enroll: (iid: number, id: number) => `/app/act/enroll?iid=${iid}&id=${id}`,
  pay: (iid: number, orderId: string) => `/app/pay/act?iid=${iid}&orderId=${encodeURIComponent(orderId)}`,
  success: (iid: number, orderId: string) => `/app/pay/act/success/${iid}?orderId=${encodeURIComponent(orderId)}`,
  sign: (iid: number, actId: number) => `/app/act/sign?iid=${iid}&actId=${actId}`,
  signPlaces: (iid: number, actId: number) => `/app/act/signPlaces?iid=${iid}&actId=${actId}`,
  roster: (iid: number, actId: number) => `/app/act/signUserList?iid=${iid}&actId=${actId}`,
  participant: (iid: number, id: number) => `/app/act/signUserInfo?iid=${iid}&id=${id}`,
  records: (iid: number) => `/app/act/signRecords?iid=${iid}`,
  review: (iid: number, actId: number) => `/app/comment/act?iid=${iid}&actId=${actId}`,
  share: (iid: number, id: number) => `/app/act/${iid}/share/${id}`,
  rank: (iid: number) => `/app/act/${iid}/rank`,
  teams: (iid: number, actId: number) => `/app/act/${iid}/teamList?actId=${actId}`,
  route: (iid: number, id: number) => `/app/route/detail?iid=${iid}&id=${id}`,
  trip: (id: number) => `/app/trip/${id}`,
  originDetail: (iid: number, series: string) => `/app/act/origin/detail?iid=${iid}&id=${encodeURIComponent(series)}`,
  originCalendar: (iid: number, city?: string) => `/app/act/origin/calendar?iid=${iid}${city ? `&city=${encodeURIComponent(city)}` : ''}`,
  originList: (iid: number) => `/app/act/origin/list?iid=${iid}`,
} as const;
