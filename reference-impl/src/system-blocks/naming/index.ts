// Runner naming: how the naming daemon is announced, and naming blocks through it one signed packet per block.
export { readRunnerAnnouncement, checkRunnerUrl, readRunnerSecret, NAMING_RUNNER_URL_VARIABLE, NAMING_RUNNER_SECRET_FILE_VARIABLE, type RunnerAnnouncement } from './runner-announcement.js';
export { nameBlocks, namingWaves, NAMING_WAVE_SIZE, readRunnerAnswer, cleanRunnerText, RUNNER_SECRET_HEADER, type NamingPacket, type NamingRun, type RunnerName } from './name-blocks.js';
