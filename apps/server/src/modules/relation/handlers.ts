import { COMMON_ERRORS, relation } from '@tongxin/api-client/catalogue';
import { INPUT_MESSAGES, isChineseName, isEmail, validateIdCard, ID_NUMBER_MESSAGES } from '@tongxin/validators';
import { and, count, desc, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { idHash, maskId } from '../../platform/id-number';
import { implement, type Implementation } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { publicMembers, requireMember } from '../member/api';
import { profileOf, profileRow, requirePublicMember } from './profile';
import { relationCompanies, relationHonors, relationImpressions, relationOpinions, relationPraises, relationProfiles } from './schema';

const { RELATION_ERRORS: E, AUTH_STATUS } = relation;

const unknownMember = { memberId: 0, nickName: '已注销用户', headImg: '', signature: '' };

/** The relations calls: profile, base and extra info, verification, impressions, praise, honours, companies, feedback. */
export const relationCalls: Implementation[] = [
  implement(relation.profile, async ({ iid, token, memberId }, { services: s }) => {
    const viewer = token ? await requireMember(s.db, iid, token, new Date(s.now())) : undefined;
    return profileOf(s.db, iid, memberId, viewer?.id);
  }),

  implement(relation.mine, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const [profile, row] = await Promise.all([profileOf(s.db, iid, me.id, me.id), profileRow(s.db, iid, me.id)]);
    return {
      ...profile,
      birthday: row?.birthday ?? '',
      wechat: row?.wechat ?? '',
      email: row?.email ?? '',
      auth: { status: row?.authStatus ?? AUTH_STATUS.none, name: row?.authName ?? '', idNumber: row?.authIdNumber ?? '', verifiedAt: row?.authAt?.toISOString() ?? null },
    };
  }),

  implement(relation.saveBase, async ({ iid, token, ...base }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const fields = { ...base, realName: base.realName.trim(), email: base.email.trim(), wechat: base.wechat.trim(), city: base.city.trim(), intro: base.intro.trim() };
    if (fields.realName && !isChineseName(fields.realName)) throw refuse(E.badName);
    if (fields.email && !isEmail(fields.email)) throw refuse(E.badEmail);
    if (fields.birthday && (Number.isNaN(Date.parse(`${fields.birthday}T00:00:00Z`)) || fields.birthday > new Date(s.now()).toISOString().slice(0, 10))) throw refuse(E.badDate);
    const updatedAt = new Date(s.now());
    await s.db
      .insert(relationProfiles)
      .values({ memberId: me.id, iid, ...fields, updatedAt })
      .onConflictDoUpdate({ target: relationProfiles.memberId, set: { ...fields, updatedAt } });
    return true;
  }),

  implement(relation.saveExtra, async ({ iid, token, items }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const extra = items.map((i) => ({ label: i.label.trim(), value: i.value.trim() })).filter((i) => i.label && i.value);
    const updatedAt = new Date(s.now());
    await s.db.insert(relationProfiles).values({ memberId: me.id, iid, extra, updatedAt }).onConflictDoUpdate({ target: relationProfiles.memberId, set: { extra, updatedAt } });
    return true;
  }),

  implement(relation.verify, async ({ iid, token, name, idNumber }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const realName = name.trim();
    const id = idNumber.trim().toUpperCase();
    if (!realName) throw refuse(E.badName, INPUT_MESSAGES.required);
    if (!isChineseName(realName)) throw refuse(E.badName);
    const checked = validateIdCard(id, now);
    if (!checked.ok) throw refuse(E.badIdNumber, ID_NUMBER_MESSAGES[checked.reason]);
    const row = await profileRow(s.db, iid, me.id);
    if (row?.authStatus === AUTH_STATUS.verified) throw refuse(E.verifiedAlready);
    const auth = { authStatus: AUTH_STATUS.verified, authName: realName, authIdNumber: id, authIdMasked: maskId(id), authIdHash: idHash(id), authAt: now, updatedAt: now };
    try {
      await s.db.insert(relationProfiles).values({ memberId: me.id, iid, realName, ...auth }).onConflictDoUpdate({ target: relationProfiles.memberId, set: auth });
    } catch {
      // The unique (tenant, ID hash): another member of the tenant verified with this number.
      throw refuse(E.badIdNumber, '该身份证号码已被其他成员认证');
    }
    return { status: AUTH_STATUS.verified, idMasked: auth.authIdMasked };
  }),

  implement(relation.impressions, async ({ iid, token, memberId }, { services: s }) => {
    const viewer = token ? await requireMember(s.db, iid, token, new Date(s.now())) : undefined;
    await requirePublicMember(s.db, iid, memberId);
    const isMe = viewer?.id === memberId;
    const where = isMe ? eq(relationImpressions.memberId, memberId) : and(eq(relationImpressions.memberId, memberId), eq(relationImpressions.hidden, false));
    const rows = await s.db.select().from(relationImpressions).where(and(where, eq(relationImpressions.iid, iid))).orderBy(desc(relationImpressions.createdAt), desc(relationImpressions.id)).limit(200);
    const faces = await publicMembers(s.db, iid, rows.map((r) => r.fromMemberId));
    const counts = new Map<string, number>();
    for (const r of rows) if (!r.hidden) counts.set(r.tag, (counts.get(r.tag) ?? 0) + 1);
    return {
      tags: [...counts].map(([tag, n]) => ({ tag, count: n })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
      list: rows.map((r) => ({ id: r.id, tag: r.tag, from: faces.get(r.fromMemberId) ?? unknownMember, hidden: r.hidden, createdAt: r.createdAt.toISOString() })),
      isMe,
    };
  }),

  implement(relation.addImpression, async ({ iid, token, memberId, tag }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (memberId === me.id) throw refuse(E.selfImpression);
    await requirePublicMember(s.db, iid, memberId);
    const text = tag.trim();
    if (!text) throw refuse(COMMON_ERRORS.invalid, INPUT_MESSAGES.required);
    // One per visitor: the unique (member, from) index decides between two taps at once.
    const [row] = await s.db.insert(relationImpressions).values({ iid, memberId, fromMemberId: me.id, tag: text, createdAt: now }).onConflictDoNothing().returning();
    if (!row) throw refuse(E.impressedAlready);
    const face = (await publicMembers(s.db, iid, [me.id])).get(me.id) ?? unknownMember;
    return { id: row.id, tag: row.tag, from: face, hidden: false, createdAt: row.createdAt.toISOString() };
  }),

  implement(relation.hideImpression, async ({ iid, token, id, hidden }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const changed = await s.db
      .update(relationImpressions)
      .set({ hidden })
      .where(and(eq(relationImpressions.id, id), eq(relationImpressions.memberId, me.id), eq(relationImpressions.iid, iid)))
      .returning({ id: relationImpressions.id });
    if (changed.length === 0) throw refuse(E.entryNotFound);
    return true;
  }),

  implement(relation.praise, async ({ iid, token, memberId }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (memberId === me.id) throw refuse(E.selfPraise);
    await requirePublicMember(s.db, iid, memberId);
    const [row] = await s.db.insert(relationPraises).values({ iid, memberId, fromMemberId: me.id, createdAt: now }).onConflictDoNothing().returning({ id: relationPraises.id });
    if (!row) throw refuse(E.praisedAlready);
    const [n] = await s.db.select({ n: count() }).from(relationPraises).where(eq(relationPraises.memberId, memberId));
    return { praiseCount: Number(n?.n ?? 0) };
  }),

  implement(relation.praises, async ({ iid, token, pageNumber, pageSize }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(relationPraises.memberId, me.id), eq(relationPraises.iid, iid));
    const rows = await s.db.select().from(relationPraises).where(where).orderBy(desc(relationPraises.createdAt), desc(relationPraises.id)).limit(pageSize).offset(pageOffset({ pageNumber, pageSize }));
    const [total] = await s.db.select({ n: count() }).from(relationPraises).where(where);
    const faces = await publicMembers(s.db, iid, rows.map((r) => r.fromMemberId));
    return { list: rows.map((r) => ({ id: r.id, from: faces.get(r.fromMemberId) ?? unknownMember, createdAt: r.createdAt.toISOString() })), total: Number(total?.n ?? 0) };
  }),

  implement(relation.saveHonor, async ({ iid, token, id, title, date, image }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const values = { title: title.trim(), date, image };
    const [row] =
      id === undefined
        ? await s.db.insert(relationHonors).values({ iid, memberId: me.id, ...values }).returning()
        : await s.db.update(relationHonors).set(values).where(and(eq(relationHonors.id, id), eq(relationHonors.memberId, me.id), eq(relationHonors.iid, iid))).returning();
    if (!row) throw refuse(E.entryNotFound);
    return { id: row.id, title: row.title, date: row.date, image: row.image };
  }),

  implement(relation.saveCompany, async ({ iid, token, id, name, position, startDate, endDate }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    if (startDate && endDate && endDate < startDate) throw refuse(E.badDate, '离职日期不能早于入职日期');
    const values = { name: name.trim(), position: position.trim(), startDate, endDate };
    const [row] =
      id === undefined
        ? await s.db.insert(relationCompanies).values({ iid, memberId: me.id, ...values }).returning()
        : await s.db.update(relationCompanies).set(values).where(and(eq(relationCompanies.id, id), eq(relationCompanies.memberId, me.id), eq(relationCompanies.iid, iid))).returning();
    if (!row) throw refuse(E.entryNotFound);
    return { id: row.id, name: row.name, position: row.position, startDate: row.startDate, endDate: row.endDate };
  }),

  implement(relation.removeEntry, async ({ iid, token, kind, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const table = kind === 'honor' ? relationHonors : relationCompanies;
    const gone = await s.db.delete(table).where(and(eq(table.id, id), eq(table.memberId, me.id), eq(table.iid, iid))).returning({ id: table.id });
    if (gone.length === 0) throw refuse(E.entryNotFound);
    return true;
  }),

  implement(relation.opinion, async ({ iid, token, content, contact }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (!s.limiter.hit(`relation.opinion:${me.id}`, 10, 3_600_000)) throw refuse(COMMON_ERRORS.tooMany);
    const [row] = await s.db.insert(relationOpinions).values({ iid, memberId: me.id, content: content.trim(), contact: contact.trim(), createdAt: now }).returning();
    if (!row) throw new Error('the opinion was not stored');
    return { id: row.id, content: row.content, contact: row.contact, createdAt: row.createdAt.toISOString() };
  }),

  implement(relation.opinions, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const rows = await s.db.select().from(relationOpinions).where(and(eq(relationOpinions.memberId, me.id), eq(relationOpinions.iid, iid))).orderBy(desc(relationOpinions.createdAt), desc(relationOpinions.id)).limit(20);
    return rows.map((r) => ({ id: r.id, content: r.content, contact: r.contact, createdAt: r.createdAt.toISOString() }));
  }),
];
