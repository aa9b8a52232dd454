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
  aiSdkAgent,
  DEFAULT_DECISION_KEYS,
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
