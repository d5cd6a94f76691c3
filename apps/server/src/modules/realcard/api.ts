/*
 * What other parts of the server may use of real cards: the demo card the seed issues to tenant
 * 1000, whose number and password the startup banner prints.
 */

/** The seeded demo card of tenant 1000 (activate it at /app/realcard/activate). */
export const DEMO_REAL_CARD = { iid: 1000, cardNo: '8810000000018888', password: '52013140' } as const;
