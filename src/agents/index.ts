export {
  AgentCallError,
  failureReasonOf,
  type Agent,
  type AgentDiagnostics,
  type CallFailureReason,
} from './types.js';
export {
  observationFromResult,
  observationOfRecord,
  recordObservation,
  recordsAs,
  type AgentResult,
  type ResultOptions,
} from './result.js';
export {
  declaredIsolation,
  DEFAULT_LOAD_TIMEOUT_MS,
  FACTORY_EXPORT,
  functionAgent,
  loadModuleAgent,
  moduleLoadRefusal,
  parseAgentSpec,
  type AgentFactory,
  type AgentFunction,
  type FunctionAgentOptions,
  type LoadAdviceContext,
  type ModuleAgentOptions,
} from './module.js';
export { CommandAgent, commandAgent, type CommandAgentOptions } from './command.js';
export { workerEnv } from './json-lines-worker.js';
export {
  HttpAgent,
  MAX_HTTP_BODY_BYTES,
  httpAgent,
  parseJsonPath,
  safeUrlLabel,
  type HttpAgentOptions,
} from './http.js';
export {
  aiSdkAgent,
  fromGenerateObject,
  fromGenerateText,
  type AiSdkAgentFunction,
  type AiSdkAgentOptions,
  type AiSdkDecision,
  type AiSdkTool,
  type FromGenerateObjectOptions,
  type FromGenerateTextOptions,
  type GenerateObjectLike,
  type GenerateTextContentPart,
  type StructuredDecisionOptions,
  type GenerateTextLike,
  type GenerateTextObservation,
  type GenerateTextStep,
  type GenerateTextToolCall,
} from './vercel.js';
export { DEFAULT_DECISION_KEYS, decisionLabel, type AdapterDecision } from './labels.js';
export {
  fromAgentsRunResult,
  openAIAgent,
  type AgentsAgentLike,
  type AgentsDecisionRule,
  type AgentsModelItemLike,
  type AgentsRunFunction,
  type AgentsRunItemLike,
  type AgentsRunObservation,
  type AgentsRunResultLike,
  type FromAgentsRunResultOptions,
  type OpenAIAgentFunction,
  type OpenAIAgentOptions,
} from './openai-agents.js';
export {
  fromLangGraphState,
  langGraphAgent,
  type FromLangGraphStateOptions,
  type LangGraphAgentFunction,
  type LangGraphAgentOptions,
  type LangGraphConfig,
  type LangGraphDecision,
  type LangGraphLike,
  type LangGraphMessageLike,
  type LangGraphObservation,
  type LangGraphStateLike,
  type LangGraphToolCall,
} from './langgraph.js';
export {
  isPythonAgentPath,
  loadPythonAgent,
  PYTHON_ENV,
  PYTHON_SHIM,
  PythonAgent,
  pythonInterpreter,
  pythonShimPath,
  type PythonAgentOptions,
} from './python.js';
export {
  httpSystemRefusal,
  jsonCopy,
  loadCommandSystem,
  loadModuleSystem,
  systemAnswerOf,
  type CommandSystemOptions,
  type ModuleSystemOptions,
  type ReplayChange,
  type ReplayOptions,
  type StatefulSystem,
  type SystemAnswer,
} from './stateful.js';
