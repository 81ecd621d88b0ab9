import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import { processHarnessEnv } from '../../harness/env/index.js';
import type { Lane } from '../../harness/lanes/index.js';
import { Scenario } from '../../harness/scenario/index.js';

/** A thin World: it holds one Scenario facade, created on first use, and nothing else of substance. */
export class BatteryWorld extends World {
  scenarioName = 'scenario';
  lane: Lane | null = null;
  private facade: Scenario | null = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get scenario(): Scenario {
    if (!this.lane) throw new Error('the lane was not loaded; the Before hook loads it before any step runs');
    this.facade ??= new Scenario({ name: this.scenarioName, lane: this.lane, env: processHarnessEnv() });
    return this.facade;
  }

  /** The facade if a step created it (hooks must not create one for a skipped scenario). */
  get started(): Scenario | null {
    return this.facade;
  }
}

setWorldConstructor(BatteryWorld);
