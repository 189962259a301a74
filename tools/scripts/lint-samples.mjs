// Lints code samples given on stdin ({ filePath: code }) with the workspace's ESLint config and prints the
// messages as JSON. A separate process: the flat config is an ES module, which Jest's CommonJS runtime cannot load.
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const samples = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.argv[2] });
const results = {};
for (const [filePath, code] of Object.entries(samples)) {
  const [result] = await eslint.lintText(code, { filePath });
  results[filePath] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}
process.stdout.write(JSON.stringify(results));
