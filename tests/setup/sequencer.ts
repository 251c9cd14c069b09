import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (by project name, then the slowest files of the last run first), with the
 * `slow` project's files moved to the front: each takes tens of seconds, and started last they
 * would run on one worker while the other has nothing left to do (vitest.config.ts).
 */
export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = sorted.filter((spec) => spec.project.name === 'slow');
    return [...slow, ...sorted.filter((spec) => spec.project.name !== 'slow')];
  }
}
