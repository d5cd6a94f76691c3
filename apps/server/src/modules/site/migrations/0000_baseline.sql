-- Baseline: nothing to run. This module's tables were created by the history in apps/server/drizzle
-- (0000–0006), which runs first on every database; this migration's snapshot is those tables as
-- that history left them, where the module's own migrations start.
SELECT 1;
