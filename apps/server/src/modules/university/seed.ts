import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { coupons, downloadInfos, formComponents, formGroups, pages, registrations, type PageBlockRow } from './schema';

/** The university's registration (spec §9: regId 3). */
export const REG_ID = 3;

/** Group ids of registration 3, in form order. */
export const SEED_GROUPS = { basic: 31, study: 32, photo: 33 } as const;

const block = (b: Partial<PageBlockRow> & Pick<PageBlockRow, 'type'>): PageBlockRow => ({
  title: '',
  image: '',
  text: '',
  link: '',
  ...b,
});

const PAGES: { iid: number; type: number; blocks: PageBlockRow[] }[] = [
  {
    iid: 1000,
    type: 0,
    blocks: [
      block({ type: 'banner', title: '社区志愿服务周', link: '/app/act/1000' }),
      block({ type: 'text', title: '关于我们', text: '同心志愿者联合会组织社区服务、助老助学与环保活动，欢迎加入。' }),
      block({ type: 'link', title: '近期活动', link: '/app/act/1000' }),
      block({ type: 'link', title: '志愿者笔记', link: '/app/note/1000' }),
      block({ type: 'link', title: '新闻动态', link: '/app/news/1000' }),
    ],
  },
  {
    iid: 3073,
    type: 0,
    blocks: [
      block({ type: 'banner', title: '同心大学2026年招生报名', link: '/app/university/apply/home' }),
      block({
        type: 'text',
        title: '学校简介',
        text: '同心大学是一所以理工为主、多学科协调发展的研究型大学，设有生命科学、化学、计算机等学院。',
      }),
      block({ type: 'link', title: '本科招生', link: '/app/university/frame/bachelor' }),
      block({ type: 'link', title: '研究生招生', link: '/app/university/frame/master' }),
      block({ type: 'text', title: '报名流程', text: '注册登录 → 填写报名表 → 上传证件照 → 提交审核 → 审核通过后缴费 → 报名成功' }),
    ],
  },
  {
    iid: 3073,
    type: 100001,
    blocks: [
      block({ type: 'text', title: '本科招生简章', text: '本科招生面向全国，设生物科学、化学、计算机科学与技术等专业。' }),
      block({ type: 'text', title: '招生计划', text: '2026年计划招收本科生1200人，详见各省招生计划。' }),
      block({ type: 'link', title: '历年录取分数', link: '/app/university/frame/bachelor' }),
    ],
  },
  {
    iid: 3073,
    type: 100002,
    blocks: [
      block({ type: 'text', title: '研究生招生简章', text: '硕士研究生招生设生物学、化学、计算机科学等一级学科，含纳米生物技术、系统生态学方向。' }),
      block({ type: 'text', title: '报名时间', text: '网上报名：每年10月10日至10月31日。' }),
      block({ type: 'link', title: '立即报名', link: '/app/university/apply/home' }),
    ],
  },
];

const YES_NO = JSON.stringify([
  { key: '是', value: [] },
  { key: '否', value: [] },
]);

/** The two-level picker of component 297; 426 shows for the first two biology answers. */
export const DIRECTION_OPTIONS = [
  { key: '生物学', value: ['纳米生物技术', '系统生态学', '细胞生物学', '遗传学'] },
  { key: '化学', value: ['有机化学', '物理化学'] },
  { key: '计算机科学', value: ['人工智能', '软件工程'] },
];

type ComponentSeed = Omit<typeof formComponents.$inferInsert, 'sort'>;

/** Registration 3's components by group, covering all eight types (spec §3). */
export const SEED_COMPONENTS: ComponentSeed[] = [
  { id: 101, groupId: SEED_GROUPS.basic, name: '姓名', type: 0, must: true, placeholder: '请输入姓名', role: 'name' },
  { id: 102, groupId: SEED_GROUPS.basic, name: '身份证号', type: 0, must: true, placeholder: '请输入身份证号', role: 'idCode' },
  { id: 103, groupId: SEED_GROUPS.basic, name: '出生日期', type: 7, must: true, placeholder: '请选择出生日期' },
  { id: 104, groupId: SEED_GROUPS.basic, name: '家庭住址', type: 4, must: true, placeholder: '请选择省市区' },
  { id: 105, groupId: SEED_GROUPS.basic, name: '联系电话', type: 0, must: true, placeholder: '请输入手机号码' },
  { id: 201, groupId: SEED_GROUPS.study, name: '毕业院校', type: 0, must: true, placeholder: '请输入毕业院校' },
  { id: 202, groupId: SEED_GROUPS.study, name: '本科平均绩点', type: 2, must: true, placeholder: '例如 3.6' },
  { id: 203, groupId: SEED_GROUPS.study, name: '个人陈述', type: 1, must: false, placeholder: '简述学习经历与研究兴趣' },
  {
    id: 297,
    groupId: SEED_GROUPS.study,
    name: '报考方向',
    type: 3,
    must: true,
    content: JSON.stringify(DIRECTION_OPTIONS),
    placeholder: '请选择报考方向',
  },
  {
    id: 426,
    groupId: SEED_GROUPS.study,
    name: '相关研究经历',
    type: 1,
    must: true,
    placeholder: '请描述与所选方向相关的实验或研究经历',
    showIf: { id: 297, anyOf: ['生物学/纳米生物技术', '生物学/系统生态学'] },
  },
  { id: 282, groupId: SEED_GROUPS.study, name: '是否有科研经历', type: 3, must: true, content: YES_NO, placeholder: '请选择' },
  {
    id: 283,
    groupId: SEED_GROUPS.study,
    name: '科研项目名称',
    type: 0,
    must: true,
    placeholder: '请输入项目名称',
    showIf: { id: 282, anyOf: ['是'] },
  },
  {
    id: 284,
    groupId: SEED_GROUPS.study,
    name: '科研成果材料',
    type: 5,
    must: true,
    content: '3',
    showIf: { id: 282, anyOf: ['是'] },
  },
  {
    id: 285,
    groupId: SEED_GROUPS.study,
    name: '指导教师',
    type: 0,
    must: false,
    placeholder: '请输入指导教师姓名',
    showIf: { id: 282, anyOf: ['是'] },
  },
  { id: 301, groupId: SEED_GROUPS.photo, name: '证件照', type: 6, must: true },
  { id: 302, groupId: SEED_GROUPS.photo, name: '其他证明材料', type: 5, must: false, content: '5' },
];

/**
 * The university's demo data: page content for both tenants, download banners, coupons, and
 * registration 3 of tenant 3073 with its groups and components (README "Seed").
 */
export async function seedUniversity(db: Db, _ctx: SeedContext): Promise<void> {
  await db.insert(pages).values(PAGES);
  await db.insert(downloadInfos).values([
    {
      iid: 1000,
      info: {
        title: '同心',
        desc: '下载同心App，参加更多志愿活动',
        icon: '',
        buttonText: '立即下载',
        androidUrl: 'https://h5.tongxin.local/download/android',
        iosUrl: 'https://h5.tongxin.local/download/ios',
      },
    },
    {
      iid: 3073,
      info: {
        title: '同心大学',
        desc: '下载App，随时查看报名进度',
        icon: '',
        buttonText: '打开App',
        androidUrl: 'https://zs.tongxin.local/download/android',
        iosUrl: 'https://zs.tongxin.local/download/ios',
      },
    },
  ]);
  const farFuture = new Date(Date.UTC(2099, 11, 31));
  await db.insert(coupons).values([
    { iid: 1000, name: '新会员满50减10', discountType: 1, minusPrice: 1000, fullPrice: 5000, endTime: farFuture },
    { iid: 1000, name: '活动报名9折券', discountType: 2, minusPrice: 90, fullPrice: 0, endTime: farFuture },
    { iid: 3073, name: '报名资料打印券', discountType: 1, minusPrice: 500, fullPrice: 0, endTime: farFuture },
  ]);
  await db.insert(registrations).values({
    id: REG_ID,
    iid: 3073,
    name: '同心大学2026年硕士研究生招生报名',
    summary: '《同心大学2026年研究生招生考生诚信承诺书》',
    image: '',
    statusImages: {
      '0': { statusImg: '', statusShowImg: '' },
      '1': { statusImg: '', statusShowImg: '' },
      '2': { statusImg: '', statusShowImg: '' },
      '3': { statusImg: '', statusShowImg: '' },
      '4': { statusImg: '', statusShowImg: '' },
    },
  });
  await db.insert(formGroups).values([
    { id: SEED_GROUPS.basic, regId: REG_ID, groupName: '基本信息', groupDesc: '姓名、身份证号与联系方式', sort: 1 },
    { id: SEED_GROUPS.study, regId: REG_ID, groupName: '学业信息', groupDesc: '毕业院校、报考方向与科研经历', sort: 2 },
    { id: SEED_GROUPS.photo, regId: REG_ID, groupName: '证件照片', groupDesc: '上传近期免冠证件照', sort: 3 },
  ]);
  await db.insert(formComponents).values(SEED_COMPONENTS.map((c, sort) => ({ ...c, sort })));
}
