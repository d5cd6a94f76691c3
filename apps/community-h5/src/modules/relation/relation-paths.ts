type Id = number | string;
const withId = (path: string, id?: Id) => (id === undefined ? path : `${path}?id=${encodeURIComponent(String(id))}`);

/** The relation group's paths (spec §2); `id` is the member the page is about (the signed-in one when left out). */
export const relationPaths = {
  relationIndex: () => '/app/relation/index',
  relationDetail: (id: Id) => withId('/app/relation/detail', id),
  relationBaseinfo: () => '/app/relation/baseinfo',
  relationExtra: () => '/app/relation/extra',
  relationAuth: () => '/app/relation/auth',
  relationAddImpress: (id: Id) => withId('/app/relation/addimpress', id),
  relationImpress: (id?: Id) => withId('/app/relation/impress', id),
  relationPraise: () => '/app/relation/praise',
  relationHonor: () => '/app/relation/honor',
  relationCompany: () => '/app/relation/company',
  relationAddCompany: (id?: Id) => withId('/app/relation/addcompany', id),
  relationOpinion: () => '/app/relation/opinion',
  relationCard: () => '/app/relation/card',
};
