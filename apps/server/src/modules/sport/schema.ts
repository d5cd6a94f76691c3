import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Sport: the tenant's step challenge, members' daily steps (one row a day, replaced by each
 * report), step teams, and question papers with the members' answer sheets. Every row carries its
 * tenant (iid).
 */

/** The tenant's step challenge: a daily goal, and the total over its days that earns the certificate. */
export const sportChallenges = pgTable('sport_challenges', {
  iid: integer('iid').primaryKey(),
  title: text('title').notNull(),
  dailyGoal: integer('daily_goal').notNull(),
  target: integer('target').notNull(),
  startDay: text('start_day').notNull(),
  endDay: text('end_day').notNull(),
});

/** A member's steps of a day (YYYY-MM-DD, Asia/Shanghai); `nick`, `avatar`, `city` as last reported (ranks). */
export const sportSteps = pgTable(
  'sport_steps',
  {
    memberId: memberIdColumn(),
    day: text('day').notNull(),
    iid: integer('iid').notNull(),
    steps: integer('steps').notNull(),
    city: text('city').notNull(),
    nick: text('nick').notNull(),
    avatar: text('avatar').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

export const sportTeams = pgTable(
  'sport_teams',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    name: text('name').notNull(),
    captainId: memberIdColumn(),
    captainName: text('captain_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sport_teams_name').on(t.iid, t.name)],
);

/** A member's team: one per member. */
export const sportTeamMembers = pgTable('sport_team_members', {
  memberId: memberIdColumn().primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => sportTeams.id),
  iid: integer('iid').notNull(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
});

/** A question paper; `time_limit` seconds, 0 for none. */
export const sportPapers = pgTable('sport_papers', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  timeLimit: integer('time_limit').notNull(),
});

/** A question: options, the correct option indexes (`answer`; several for a multiple choice) and its score. */
export const sportQuestions = pgTable('sport_questions', {
  id: integer('id').primaryKey(),
  paperId: integer('paper_id')
    .notNull()
    .references(() => sportPapers.id),
  text: text('text').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  answer: jsonb('answer').$type<number[]>().notNull(),
  score: integer('score').notNull(),
  sort: integer('sort').notNull(),
});

/** A member's answers to a paper, once: question id → chosen option indexes, and the score. */
export const sportSheets = pgTable(
  'sport_sheets',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => sportPapers.id),
    memberId: memberIdColumn(),
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    score: integer('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sport_sheets_once').on(t.paperId, t.memberId)],
);
