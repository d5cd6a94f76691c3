import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl } from '../../platform/picture';
import { demoMemberRow } from '../member/api';
import { addToCart } from './cart';
import { mallCategories, mallGoods, mallHotWords, mallPresales, mallSkus, mallStores } from './schema';

/*
 * The demo mall: tenant 1000 has 5 categories and 36 goods (some sold out, some with a purchase
 * limit, one off sale, the flash sale's 5 minutes to pay) and one planned store with its own goods; tenant 3073 a few. Pictures are
 * the server's own drawn pictures (platform/picture.ts): no outside host. Goods 1 is the popup's
 * product card (/app/store/1000/detail/1), goods 2 the demo member's collected bag.
 */

const DAY = 86_400_000;

type SkuSeed = readonly [values: readonly string[], price: number, stock: number];

interface GoodsSeed {
  readonly id: number;
  readonly cat: number;
  readonly title: string;
  readonly subtitle: string;
  readonly specs: readonly string[];
  readonly skus: readonly SkuSeed[];
  readonly linePrice?: number;
  readonly limit?: number;
  /** The goods' own payment window, seconds (a flash sale's). */
  readonly hold?: number;
  readonly commission?: number;
  /** The member discount, per cent a vip card holder pays. */
  readonly vipDiscount?: number;
  readonly sales?: number;
  readonly storeId?: number;
  readonly onSale?: boolean;
}

/** Every value of the first spec with every value of the second, one price, stock per SKU. */
function grid(first: readonly string[], second: readonly string[], price: number, stock: (i: number) => number): SkuSeed[] {
  return first.flatMap((a, i) => second.map((b, j) => [[a, b], price, stock(i * second.length + j)] as const));
}

const one = (price: number, stock: number): SkuSeed[] => [[['标准'], price, stock]];

const GOODS_1000: readonly GoodsSeed[] = [
  // 文创周边
  { id: 1, cat: 1, title: '同心公益帆布袋', subtitle: '加厚帆布，每售出一只捐出 5 元', specs: ['颜色'], skus: [[['米白'], 2990, 120], [['藏青'], 2990, 80], [['墨绿'], 2990, 0]], linePrice: 4900, commission: 300, sales: 326 },
  { id: 2, cat: 1, title: '志愿者纪念帆布包', subtitle: '志愿服务满 100 小时纪念款', specs: ['款式'], skus: [[['单肩'], 3900, 40], [['双肩'], 5900, 25]], linePrice: 6900, commission: 400, sales: 88 },
  { id: 3, cat: 1, title: '同心徽章套装', subtitle: '珐琅工艺，一套 4 枚', specs: ['套装'], skus: one(1990, 200), commission: 200, vipDiscount: 90, sales: 512 },
  { id: 4, cat: 1, title: '公益主题明信片', subtitle: '12 张城市手绘', specs: ['版本'], skus: [[['春夏'], 1500, 60], [['秋冬'], 1500, 60]], sales: 230 },
  { id: 5, cat: 1, title: '志愿者文化衫', subtitle: '纯棉短袖，印同心标识', specs: ['颜色', '尺码'], skus: grid(['白色', '黑色'], ['S', 'M', 'L', 'XL'], 6900, (i) => [12, 30, 0, 8, 5, 0, 20, 3][i] ?? 0), linePrice: 8900, commission: 600, sales: 167 },
  { id: 6, cat: 1, title: '限量纪念马克杯', subtitle: '十周年限量款，每人限购 2 件', specs: ['颜色'], skus: [[['白'], 4900, 30], [['蓝'], 4900, 12]], limit: 2, commission: 500, sales: 58 },
  { id: 7, cat: 1, title: '手绘冰箱贴', subtitle: '城市地标系列', specs: ['图案'], skus: [[['灯塔'], 990, 0], [['古桥'], 990, 0]], sales: 402 },
  // 户外装备
  { id: 8, cat: 2, title: '轻量登山杖', subtitle: '碳纤维三节，可伸缩', specs: ['长度'], skus: [[['110cm'], 12900, 15], [['130cm'], 13900, 10]], linePrice: 19900, commission: 1200, sales: 74 },
  { id: 9, cat: 2, title: '户外速干毛巾', subtitle: '超细纤维，吸水速干', specs: ['颜色'], skus: [[['天蓝'], 2900, 50], [['橙'], 2900, 44]], sales: 190 },
  { id: 10, cat: 2, title: '双人帐篷', subtitle: '防雨双层，3 分钟搭好', specs: ['颜色'], skus: [[['军绿'], 39900, 6], [['沙色'], 39900, 0]], linePrice: 49900, commission: 3000, sales: 21 },
  { id: 11, cat: 2, title: '头灯', subtitle: 'USB 充电，300 流明', specs: ['型号'], skus: one(5900, 0), sales: 133 },
  { id: 12, cat: 2, title: '志愿者雨衣', subtitle: '反光条设计，活动必备', specs: ['尺码'], skus: [[['M'], 3900, 20], [['L'], 3900, 20], [['XL'], 3900, 9]], sales: 97 },
  { id: 13, cat: 2, title: '保温水壶 750ml', subtitle: '304 不锈钢，12 小时保温', specs: ['颜色'], skus: [[['黑'], 8900, 25], [['白'], 8900, 25]], commission: 700, sales: 156 },
  { id: 14, cat: 2, title: '急救包', subtitle: '户外活动 28 件套', specs: ['规格'], skus: one(6900, 40), limit: 1, sales: 66 },
  // 助农食品
  { id: 15, cat: 3, title: '高山红茶', subtitle: '助农直采，一芽两叶', specs: ['规格'], skus: [[['100g'], 6800, 30], [['250g'], 15800, 12]], linePrice: 8800, commission: 600, sales: 211 },
  { id: 16, cat: 3, title: '土蜂蜜', subtitle: '山区合作社出品', specs: ['规格'], skus: [[['500g'], 5800, 45], [['1kg'], 9800, 18]], commission: 500, sales: 342 },
  { id: 17, cat: 3, title: '五常大米 5kg', subtitle: '当季新米，真空包装', specs: ['规格'], skus: one(7900, 60), linePrice: 9900, sales: 520 },
  { id: 18, cat: 3, title: '手工红薯粉条', subtitle: '无添加，农户手作', specs: ['规格'], skus: one(2500, 80), sales: 188 },
  { id: 19, cat: 3, title: '核桃仁', subtitle: '新疆薄皮核桃', specs: ['规格'], skus: [[['250g'], 3900, 0], [['500g'], 6900, 0]], sales: 274 },
  { id: 20, cat: 3, title: '秒杀 · 脐橙 5 斤', subtitle: '限时秒杀，每人限购 1 件', specs: ['规格'], skus: one(1990, 3), limit: 1, hold: 300, linePrice: 3990, sales: 97 },
  { id: 21, cat: 3, title: '野生菌礼盒', subtitle: '云南高山野生菌干货', specs: ['规格'], skus: one(16800, 10), commission: 1500, sales: 35 },
  // 图书文具
  { id: 22, cat: 4, title: '志愿服务手册', subtitle: '从入门到组织一场活动', specs: ['版本'], skus: [[['平装'], 3200, 70], [['精装'], 5800, 20]], sales: 143 },
  { id: 23, cat: 4, title: '社区故事绘本', subtitle: '适合 4–8 岁', specs: ['册数'], skus: [[['单册'], 2800, 40], [['套装 3 册'], 7800, 15]], commission: 400, sales: 81 },
  { id: 24, cat: 4, title: '同心笔记本', subtitle: 'A5 点阵，160 页', specs: ['颜色'], skus: [[['灰'], 1800, 90], [['红'], 1800, 90]], sales: 305 },
  { id: 25, cat: 4, title: '中性笔 12 支装', subtitle: '0.5mm 顺滑书写', specs: ['颜色'], skus: [[['黑'], 1200, 150], [['蓝'], 1200, 150]], sales: 420 },
  { id: 26, cat: 4, title: '书法练习套装', subtitle: '笔墨纸砚入门', specs: ['规格'], skus: one(8800, 0), sales: 29 },
  { id: 27, cat: 4, title: '城市徒步地图', subtitle: '折叠防水，20 条线路', specs: ['城市'], skus: [[['深圳'], 2500, 35], [['广州'], 2500, 28]], sales: 62 },
  { id: 28, cat: 4, title: '公益日历 2027', subtitle: '每月一个公益故事', specs: ['规格'], skus: one(3600, 100), limit: 3, sales: 117 },
  // 生活日用
  { id: 29, cat: 5, title: '竹纤维毛巾', subtitle: '柔软亲肤，两条装', specs: ['颜色'], skus: [[['米'], 3900, 60], [['灰'], 3900, 60]], sales: 260 },
  { id: 30, cat: 5, title: '环保购物袋', subtitle: '可折叠，承重 15kg', specs: ['颜色'], skus: [[['绿'], 1500, 200], [['蓝'], 1500, 200]], commission: 100, sales: 610 },
  { id: 31, cat: 5, title: '便携餐具套装', subtitle: '不锈钢筷勺叉', specs: ['颜色'], skus: [[['原木'], 2900, 45], [['黑'], 2900, 0]], sales: 144 },
  { id: 32, cat: 5, title: '手工香皂', subtitle: '冷制工艺，三块装', specs: ['香型'], skus: [[['薰衣草'], 4500, 20], [['柠檬'], 4500, 18]], sales: 92 },
  { id: 33, cat: 5, title: '暖手宝', subtitle: '充电式，冬季关爱独居老人', specs: ['颜色'], skus: one(4900, 0), sales: 77 },
  { id: 34, cat: 5, title: '家用药箱', subtitle: '分层收纳，带提手', specs: ['规格'], skus: one(5900, 30), sales: 48 },
  { id: 35, cat: 5, title: '旧款保温杯（已下架）', subtitle: '停产', specs: ['规格'], skus: one(3900, 10), onSale: false },
  // The planned store's own goods.
  { id: 36, cat: 3, title: '社区鲜鸡蛋 30 枚', subtitle: '门店自提，当日新鲜', specs: ['规格'], skus: one(2800, 40), storeId: 1, sales: 301 },
  { id: 37, cat: 3, title: '时令蔬菜箱', subtitle: '6 种当季蔬菜，门店自提', specs: ['规格'], skus: [[['小份'], 3900, 20], [['大份'], 6900, 10]], storeId: 1, sales: 188 },
  { id: 38, cat: 5, title: '家电清洗服务', subtitle: '上门清洗空调或油烟机', specs: ['项目'], skus: [[['空调'], 9900, 8], [['油烟机'], 12900, 0]], storeId: 1, sales: 42 },
  { id: 39, cat: 5, title: '便民理发券', subtitle: '到店使用，长者优先', specs: ['规格'], skus: one(1500, 50), storeId: 1, limit: 2, sales: 512 },
];

const GOODS_3073: readonly GoodsSeed[] = [
  { id: 101, cat: 11, title: '同心大学校徽', subtitle: '金属珐琅', specs: ['规格'], skus: one(2500, 100), sales: 64 },
  { id: 102, cat: 11, title: '同心大学文化衫', subtitle: '新生纪念款', specs: ['尺码'], skus: [[['M'], 5900, 30], [['L'], 5900, 0]], sales: 33 },
  { id: 103, cat: 11, title: '招生简章典藏版', subtitle: '2026 年', specs: ['规格'], skus: one(1000, 0), sales: 12 },
];

function goodsRows(iid: number, seeds: readonly GoodsSeed[], now: Date) {
  return seeds.map((g, i) => {
    const hue = (g.id * 47) % 360;
    return {
      id: g.id,
      iid,
      storeId: g.storeId ?? null,
      categoryId: g.cat,
      title: g.title,
      subtitle: g.subtitle,
      images: [pictureUrl(g.title.slice(0, 8), hue, 750, 750), pictureUrl('细节', (hue + 40) % 360, 750, 750), pictureUrl('实拍', (hue + 80) % 360, 750, 750)],
      detail: [`${g.title}：${g.subtitle}。`, '本商品由同心公益商城发货，付款后 48 小时内发出。', '每一笔订单的部分收入将用于社区公益项目。'].join('\n'),
      specNames: [...g.specs],
      linePrice: g.linePrice ?? 0,
      vipDiscount: g.vipDiscount ?? 0,
      sales: g.sales ?? 0,
      purchaseLimit: g.limit ?? 0,
      holdSeconds: g.hold ?? null,
      commission: g.commission ?? 0,
      onSale: g.onSale ?? true,
      sort: i,
      createdAt: new Date(now.getTime() - g.id * DAY),
    };
  });
}

function skuRows(seeds: readonly GoodsSeed[]) {
  return seeds.flatMap((g) => g.skus.map(([values, price, stock], i) => ({ id: g.id * 100 + i + 1, goodsId: g.id, specValues: [...values], price, stock })));
}

export async function seedMall(db: Db, { now }: SeedContext): Promise<void> {
  const cat = (id: number, iid: number, name: string, hue: number, sort: number) => ({ id, iid, name, image: pictureUrl(name, hue, 160, 160), sort });
  await db.insert(mallCategories).values([
    cat(1, 1000, '文创周边', 15, 1),
    cat(2, 1000, '户外装备', 140, 2),
    cat(3, 1000, '助农食品', 40, 3),
    cat(4, 1000, '图书文具', 210, 4),
    cat(5, 1000, '生活日用', 280, 5),
    cat(11, 3073, '校园文创', 220, 1),
  ]);
  await db.insert(mallStores).values({
    id: 1,
    iid: 1000,
    name: '同心社区便民店',
    logo: pictureUrl('便民店', 30, 160, 160),
    cover: pictureUrl('同心社区便民店', 30, 750, 360),
    address: '深圳市南山区科技园南区 8 栋一楼',
    phone: '0755-86000000',
    hours: '08:00–21:00',
    intro: '社区志愿者运营的便民店：生鲜自提、家政服务、长者理发，收入用于社区公益。',
  });
  const all = [...GOODS_1000, ...GOODS_3073];
  await db.insert(mallGoods).values([...goodsRows(1000, GOODS_1000, now), ...goodsRows(3073, GOODS_3073, now)]);
  await db.insert(mallSkus).values(skuRows(all));
  // Pre-sales (/app/pay/advance?presaleId=1, then advance1): one taking deposits, one whose balance window is open.
  const PRESALE_RULES = '定金支付后，请在尾款支付时间内支付尾款；逾期未付尾款，定金不予退还。尾款开始前可申请退还定金。每人限订1件。';
  await db.insert(mallPresales).values([
    { id: 1, iid: 1000, goodsId: 17, title: '【预售】秋季助农新米礼盒', depositFen: 2000, balanceFen: 7900, stock: 50, balanceStart: new Date(now.getTime() + 3 * DAY), balanceEnd: new Date(now.getTime() + 10 * DAY), rules: PRESALE_RULES },
    { id: 2, iid: 1000, goodsId: 15, title: '【预售】高山云雾春茶', depositFen: 3000, balanceFen: 9800, stock: 20, balanceStart: new Date(now.getTime() - DAY), balanceEnd: new Date(now.getTime() + 6 * DAY), rules: PRESALE_RULES },
  ]);
  await db.insert(mallHotWords).values(
    ['帆布袋', '红茶', '登山杖', '蜂蜜', '笔记本', '文化衫'].map((word, sort) => ({ iid: 1000, word, sort })).concat([{ iid: 3073, word: '校徽', sort: 0 }]),
  );
  // The demo member left two goods in the cart (a canvas bag, two badge sets).
  const demo = await demoMemberRow(db);
  await addToCart(db, demo, 101, 1);
  await addToCart(db, demo, 301, 2);
}
