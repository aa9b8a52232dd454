// A deterministic agent that gets some tasks of the bundled `general`
// benchmark wrong and cannot answer one: its date tool is "down", so that task
// is an ERROR (no valid output), never counted as a FAIL. Offline: no model.
//
//   npx agentverity bench test examples/bench/failing-agent.mjs --benchmark general --runs 3   # exit 1

export default async function agent(prompt) {
  if (/What is 17 \+ 25\?/.test(prompt)) return '42';
  if (/12 multiplied by 12/.test(prompt)) return '124'; // wrong
  if (/centimetres/.test(prompt)) return '250';
  if (/capital of France/.test(prompt)) return 'paris';
  if (/capital city of Japan/.test(prompt)) return 'Kyoto'; // wrong
  if (/97 a prime/.test(prompt)) return 'Yes';
  if (/letter r appear/.test(prompt)) return '2'; // the classic miscount
  if (/Reverse the letters/.test(prompt)) return 'desserts';
  if (/capital letters/.test(prompt)) return 'Agent'; // wrong case
  if (/Sort these numbers/.test(prompt)) return '2, 4, 7, 9';
  if (/ISO 8601/.test(prompt)) throw new Error('the date tool is unavailable');
  if (/JSON object/.test(prompt)) return 'Here you go: {"status": "ok"}'; // not only the JSON
  if (/sentiment/.test(prompt)) return 'negative';
  if (/charged twice/.test(prompt)) return 'billing';
  if (/support ticket/.test(prompt)) return 'account'; // wrong team
  return 'I do not know.';
}
