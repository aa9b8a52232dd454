export { AgentCallError, type Agent, type AgentDiagnostics } from './types.js';
export { observationFromResult, observationOfRecord, recordObservation, type AgentResult, type ResultOptions, } from './result.js';
export { declaredIsolation, functionAgent, loadModuleAgent, moduleLoadRefusal, parseAgentSpec, type AgentFactory, type AgentFunction, type FunctionAgentOptions, type ModuleAgentOptions, } from './module.js';
export { CommandAgent, commandAgent, type CommandAgentOptions } from './command.js';
export { HttpAgent, httpAgent, parseJsonPath, safeUrlLabel, type HttpAgentOptions, } from './http.js';
export { fromGenerateText, type FromGenerateTextOptions, type GenerateTextLike, type GenerateTextObservation, type GenerateTextStep, type GenerateTextToolCall, } from './vercel.js';
