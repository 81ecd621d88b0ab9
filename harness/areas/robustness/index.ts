export { sendHostileFrames, callToolsWithBrokenArguments, sendHostileRequests } from './protocol-fuzz.js';
