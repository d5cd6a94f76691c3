import { boolean, doublePrecision, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Games (competitions): the games with their groups and enrolment form, members' entries and
 * teams, and the results the organiser publishes. Every row carries its tenant (iid).
 */

/** A game on `game_day` (YYYY-MM-DD, Asia/Shanghai), enrolment between the two instants; `next_bib` numbers check-ins. */
export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  cover: text('cover').notNull(),
  intro: text('intro').notNull(),
  rules: text('rules').notNull(),
  disclaimer: text('disclaimer').notNull(),
  place: text('place').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  gameDay: text('game_day').notNull(),
  enrollStart: timestamp('enroll_start', { withTimezone: true }).notNull(),
  enrollEnd: timestamp('enroll_end', { withTimezone: true }).notNull(),
  fee: integer('fee').notNull(),
  teamMode: boolean('team_mode').notNull(),
  teamSize: integer('team_size').notNull(),
  form: jsonb('form').$type<{ id: number; name: string; type: number; must: boolean; content: string; placeholder: string }[]>().notNull(),
  nextBib: integer('next_bib').notNull().default(1),
});

/** A group (组别) with `quota` places, `taken` of them (taken by a conditional update, never past quota). */
export const gameGroups = pgTable('game_groups', {
  id: integer('id').primaryKey(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
  name: text('name').notNull(),
  quota: integer('quota').notNull(),
  taken: integer('taken').notNull().default(0),
});

export const gameTeams = pgTable(
  'game_teams',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => gameGroups.id),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    captainName: text('captain_name').notNull(),
  },
  (t) => [uniqueIndex('game_teams_name').on(t.gameId, t.name)],
);

/** A member's entry: one per game; the ID number kept as its SHA-256 (lookups) and masked (display). */
export const gameEntries = pgTable(
  'game_entries',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => gameGroups.id),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    idHash: text('id_hash').notNull(),
    idMasked: text('id_masked').notNull(),
    mobile: text('mobile').notNull(),
    form: jsonb('form').$type<Record<string, string>>().notNull(),
    teamId: integer('team_id').references(() => gameTeams.id),
    captain: boolean('captain').notNull().default(false),
    status: integer('status').notNull(),
    bib: text('bib'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('game_entries_once').on(t.gameId, t.memberId)],
);

/** A published result: the participant as the organiser's timing lists them (name, ID hash, bib). */
export const gameResults = pgTable(
  'game_results',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => gameGroups.id),
    name: text('name').notNull(),
    idHash: text('id_hash').notNull(),
    bib: text('bib').notNull(),
    timeMs: integer('time_ms').notNull(),
  },
  (t) => [uniqueIndex('game_results_bib').on(t.gameId, t.bib)],
);
