// A relations module (docs/relations.md): your own metamorphic relations, here
// beside one built-in kept by name. Each relation transforms an input and checks
// the agent's answer to the follow-up against its answer to the original.
//   npx agentverity run --agent examples/agents/router.mjs --inputs examples/agents/tickets.txt \
//     --relations examples/relations/relations.mjs
import { builtinRelation, verdictEqual } from 'agentverity-action';

export default [
  // A built-in, kept: a module replaces the built-ins, so name the ones you want.
  builtinRelation('case-invariance'),
  {
    name: 'greeting-invariance',
    type: 'invariant',
    description: 'A greeting in front of the ticket should leave its route as it was.',
    transform: (input) => `Hello, ${input}`,
    // The decisions compared as the meter compares them (labels and typed no-decisions).
    check: verdictEqual,
  },
  {
    name: 'urgency-escalates',
    type: 'directional',
    description: 'Saying the ticket is urgent may move it to security, never to another route.',
    transform: (input) => `${input} This is urgent!`,
    // verdict: the decision's label, a {kind: 'no_decision', reason} object, or null.
    check: (source, followup) =>
      followup.verdict === source.verdict || followup.verdict === 'security',
  },
  {
    name: 'question-mark-invariance',
    type: 'invariant',
    description: 'A question mark at the end should not change the route.',
    // An input that already ends with one is left unchanged: that input is skipped
    // for this relation (never counted as held), and no call is made for it.
    transform: (input) => (input.endsWith('?') ? input : `${input}?`),
    check: verdictEqual,
  },
];
