// The approval rules live in app (app/approval.ts: pure; app/approve.ts: the
// judgement through a port); re-exported here for the Action's callers.
export {
  isBot,
  judgeApprover,
  judgeBinding,
  judgeNotBot,
  latestLabelEvent,
  PROMOTION_CODES,
  PromotionRefused,
  sameLabel,
  type ApproverFacts,
  type IssueEvent,
  type LabelApproval,
  type PromotionCode,
} from '../app/index.js';
