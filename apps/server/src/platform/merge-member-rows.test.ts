import { PGlite } from '@electric-sql/pglite';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { mergeMemberRows } from './merge-member-rows';

// A module's tables as drizzle declares them: one that a member simply owns, one held once per
// member and site (a unique key holding the member column), one that does not reference members.
const members = pgTable('members', { id: serial('id').primaryKey() });
const notes = pgTable('notes', { id: serial('id').primaryKey(), memberId: integer('member_id').references(() => members.id), body: text('body').notNull() });
const checkIns = pgTable(
  'check_ins',
  { id: serial('id').primaryKey(), memberId: integer('member_id').notNull().references(() => members.id), siteId: integer('site_id').notNull(), at: text('at').notNull() },
  (t) => [uniqueIndex('check_ins_member_site').on(t.memberId, t.siteId)],
);
const sites = pgTable('sites', { id: serial('id').primaryKey(), ownerId: integer('owner_id') });

describe('mergeMemberRows', () => {
  let client: PGlite;
  let db: Db;
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client) as unknown as Db;
    await client.exec(`
      CREATE TABLE members (id serial PRIMARY KEY);
      CREATE TABLE notes (id serial PRIMARY KEY, member_id integer REFERENCES members(id), body text NOT NULL);
      CREATE TABLE check_ins (id serial PRIMARY KEY, member_id integer NOT NULL REFERENCES members(id), site_id integer NOT NULL, at text NOT NULL);
      CREATE UNIQUE INDEX check_ins_member_site ON check_ins (member_id, site_id);
      CREATE TABLE sites (id serial PRIMARY KEY, owner_id integer);
      INSERT INTO members (id) VALUES (1), (2), (3);
      INSERT INTO notes (member_id, body) VALUES (1, 'from'), (2, 'into'), (3, 'other');
      INSERT INTO check_ins (member_id, site_id, at) VALUES (1, 10, 'from-10'), (1, 11, 'from-11'), (2, 10, 'into-10');
      INSERT INTO sites (owner_id) VALUES (1);
    `);
  }, 120_000);
  afterAll(() => client?.close());

  it("moves from's rows to into, keeps into's where a unique key clashes, and leaves other members and tables alone", async () => {
    await mergeMemberRows({ members, notes, checkIns, sites })(db, { iid: 1000, from: 1, into: 2 });
    const rows = async (q: string) => (await client.query<Record<string, unknown>>(q)).rows;
    expect(await rows('SELECT member_id, body FROM notes ORDER BY id')).toEqual([
      { member_id: 2, body: 'from' },
      { member_id: 2, body: 'into' },
      { member_id: 3, body: 'other' },
    ]);
    expect(await rows('SELECT member_id, site_id, at FROM check_ins ORDER BY site_id')).toEqual([
      { member_id: 2, site_id: 10, at: 'into-10' },
      { member_id: 2, site_id: 11, at: 'from-11' },
    ]);
    expect(await rows('SELECT owner_id FROM sites')).toEqual([{ owner_id: 1 }]);
  });
});
