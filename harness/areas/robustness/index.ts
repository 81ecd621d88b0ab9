export { sendHostileFrames, callToolsWithBrokenArguments } from './protocol-fuzz.js';
