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
export { CommandAgent, commandAgent, workerEnv, type CommandAgentOptions } from './command.js';
export {
  HttpAgent,
  MAX_HTTP_BODY_BYTES,
  httpAgent,
  parseJsonPath,
  safeUrlLabel,
  type HttpAgentOptions,
} from './http.js';
export {
  fromGenerateText,
  type FromGenerateTextOptions,
  type GenerateTextLike,
  type GenerateTextObservation,
  type GenerateTextStep,
  type GenerateTextToolCall,
} from './vercel.js';
export {
  fromLangGraphState,
  langGraphAgent,
  LANGGRAPH_DECISION_KEYS,
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
