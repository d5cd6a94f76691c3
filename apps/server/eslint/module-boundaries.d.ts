import type { Rule } from 'eslint';

declare const plugin: { rules: { 'module-boundaries': Rule.RuleModule } };
export default plugin;
