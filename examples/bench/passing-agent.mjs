// A deterministic stand-in for a model that answers every task of the bundled
// `general` benchmark correctly. It reads the task from the prompt with a few
// rules and works the answer out, offline: no model, no network.
//
//   npx agentverity bench test examples/bench/passing-agent.mjs --benchmark general --runs 3

const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

function isPrime(n) {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** [pattern on the prompt, how to answer it]. */
const RULES = [
  [/What is (\d+) \+ (\d+)\?/, (m) => String(Number(m[1]) + Number(m[2]))],
  [/What is (\d+) multiplied by (\d+)\?/, (m) => String(Number(m[1]) * Number(m[2]))],
  [/How many centimetres are there in ([\d.]+) metres\?/, (m) => String(Math.round(Number(m[1]) * 100))],
  [/capital of France/, () => 'Paris'],
  [/capital city of Japan/, () => 'The capital of Japan is Tokyo.'],
  [/Is (\d+) a prime number\?/, (m) => (isPrime(Number(m[1])) ? 'Yes' : 'No')],
  [
    /How many times does the letter (\w) appear in the word (\w+)\?/,
    (m) => String([...m[2]].filter((c) => c === m[1]).length),
  ],
  [/Reverse the letters of the word (\w+)\./, (m) => [...m[1]].reverse().join('')],
  [/Write the word (\w+) in capital letters/, (m) => m[1].toUpperCase()],
  [
    /Sort these numbers in ascending order[^:]*: ([\d, ]+)$/,
    (m) => m[1].split(',').map(Number).sort((a, b) => a - b).join(', '),
  ],
  [
    /Write the date (\d+) (\w+) (\d{4}) in ISO 8601/,
    (m) => {
      const month = MONTHS.indexOf(m[2].toLowerCase()) + 1;
      return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
    },
  ],
  [/Return a JSON object with one key, "(\w+)", whose value is "(\w+)"/, (m) => JSON.stringify({ [m[1]]: m[2] })],
  [
    /Classify the sentiment of this review[^:]*: (.*)$/,
    (m) => (/died|never|broken|refund|worst/i.test(m[1]) ? 'negative' : 'positive'),
  ],
  [
    /Route this support ticket[^:]*: (.*)$/,
    (m) =>
      /charged|invoice|refund|payment/i.test(m[1])
        ? 'billing'
        : /crash|error|bug|upload/i.test(m[1])
          ? 'technical'
          : 'account',
  ],
];

export default async function agent(prompt) {
  for (const [pattern, answer] of RULES) {
    const m = pattern.exec(prompt);
    if (m !== null) return answer(m);
  }
  return 'I do not know.';
}
