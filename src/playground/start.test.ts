import {describe, expect, it} from 'vitest';
import type {Example} from '../data/example-meta';
import {encodeSharedProgram} from '../lib/shared-program';
import type {PlaygroundDraft} from './draft';
import {resolveStart, SHARED_NOTICE, type StartInput} from './start';

function example(id: string): Example {
  return {
    id,
    title: id,
    description: '',
    features: [],
    docs: [],
    source: {react: `// ${id} in React`, javascript: `// ${id} in JavaScript`},
  };
}

const EXAMPLES = [example('basic-network'), example('flows')];
const PAGE = 'https://mapweave.test/playground';

const edited: PlaygroundDraft = {
  example: 'flows',
  framework: 'javascript',
  edits: {javascript: 'console.log("mine");'},
  runOnPause: false,
};

function input(overrides: Partial<StartInput> = {}): StartInput {
  return {
    examples: EXAMPLES,
    own: null,
    newest: null,
    reopened: false,
    readerFramework: null,
    ownAddress: false,
    href: PAGE,
    ...overrides,
  };
}

async function sharedLink(code: string, framework: 'react' | 'javascript' = 'react', exampleId = 'flows') {
  return `${PAGE}${await encodeSharedProgram({framework, example: exampleId, code})}`;
}

describe('where the playground starts', () => {
  it('opens the first example in the reader’s framework when nothing is saved or asked for', async () => {
    expect(await resolveStart(input())).toEqual({
      draft: {example: 'basic-network', framework: 'react', edits: {}, runOnPause: true},
      notices: [],
      replacedOwn: false,
      run: true,
    });
    const javascript = await resolveStart(input({readerFramework: 'javascript'}));
    expect(javascript.draft.framework).toBe('javascript');
  });

  it('opens the tab’s own draft, in the framework the reader chose on the site', async () => {
    const start = await resolveStart(
      input({own: edited, readerFramework: 'react', href: `${PAGE}?example=basic-network`, ownAddress: true}),
    );
    expect(start).toEqual({draft: {...edited, framework: 'react'}, notices: [], replacedOwn: false, run: true});
  });

  it('carries on from another tab’s newest draft in a new tab, never in a reopened one', async () => {
    expect((await resolveStart(input({newest: edited}))).draft).toEqual(edited);
    expect((await resolveStart(input({newest: edited, reopened: true}))).draft.edits).toEqual({});
    expect(
      (await resolveStart(input({own: {...edited, example: 'basic-network'}, newest: edited}))).draft.example,
    ).toBe('basic-network');
  });

  it('opens a shared link over the own draft, keeping the draft’s run-on-pause', async () => {
    const start = await resolveStart(input({own: edited, href: await sharedLink('console.log("shared");')}));
    expect(start).toEqual({
      draft: {
        example: 'flows',
        framework: 'react',
        edits: {react: 'console.log("shared");'},
        runOnPause: false,
        shared: true,
      },
      notices: [SHARED_NOTICE],
      replacedOwn: true,
      run: true,
    });
  });

  it('replaces no own draft when a new tab opens a shared link over another tab’s draft', async () => {
    const start = await resolveStart(input({newest: edited, href: await sharedLink('1;', 'react', 'unknown-example')}));
    expect(start.draft.example).toBeNull();
    expect(start.replacedOwn).toBe(false);
  });

  it('opens the saved draft as it was when the shared link is the draft’s own address', async () => {
    const start = await resolveStart(
      input({own: edited, href: await sharedLink('console.log("mine");', 'javascript')}),
    );
    expect(start).toEqual({draft: edited, notices: [], replacedOwn: false, run: true});
  });

  it('opens the saved draft, or an example, with the reason when a shared link is broken', async () => {
    const withDraft = await resolveStart(input({own: edited, href: `${PAGE}#code=!!`}));
    expect(withDraft.draft).toEqual(edited);
    expect(withDraft.notices).toHaveLength(1);
    expect(withDraft.notices[0]?.kind).toBe('danger');
    expect(withDraft.notices[0]?.text).toMatch(/ The playground opened your last draft instead\.$/);
    const withoutDraft = await resolveStart(input({href: `${PAGE}#code=`}));
    expect(withoutDraft.notices[0]?.text).toBe(
      'This shared link holds no code. The playground opened an example instead.',
    );
    expect(withoutDraft.draft.example).toBe('basic-network');
  });

  it('reads the shared link before ?example=', async () => {
    const start = await resolveStart(
      input({href: `${(await sharedLink('2;')).replace('#', '?example=basic-network#')}`}),
    );
    expect(start.draft.edits).toEqual({react: '2;'});
  });

  it('opens an example asked for with ?example= over the own draft', async () => {
    const start = await resolveStart(input({own: edited, href: `${PAGE}?example=basic-network`}));
    expect(start).toEqual({
      draft: {example: 'basic-network', framework: 'javascript', edits: {}, runOnPause: false},
      notices: [],
      replacedOwn: true,
      run: true,
    });
  });

  it('keeps the saved draft when ?example= names the unedited example it shows', async () => {
    const unedited: PlaygroundDraft = {...edited, edits: {react: 'edited in the other framework'}};
    const start = await resolveStart(input({own: unedited, href: `${PAGE}?example=flows`}));
    expect(start).toEqual({draft: unedited, notices: [], replacedOwn: false, run: true});
  });

  it('warns about an unknown ?example= and opens what it would have opened', async () => {
    const start = await resolveStart(input({own: edited, href: `${PAGE}?example=nope`}));
    expect(start.draft).toEqual(edited);
    expect(start.notices).toEqual([
      {kind: 'warning', text: 'There is no example named “nope”; choose one from the Example list.'},
    ]);
  });

  it('does not run a draft whose last run was halted, and says why', async () => {
    const halted: PlaygroundDraft = {...edited, halted: 'flooded'};
    const start = await resolveStart(input({own: halted, ownAddress: true}));
    expect(start.run).toBe(false);
    expect(start.draft).toEqual(halted);
    expect(start.notices).toEqual([
      {
        kind: 'info',
        text: 'Your draft did not run on opening: last time it logged faster than the console can show. Press Run to run it.',
      },
    ]);
    const stopped = await resolveStart(input({own: {...edited, halted: 'stopped'}, href: `${PAGE}?example=nope`}));
    expect(stopped.notices.map((notice) => notice.kind)).toEqual(['warning', 'info']);
    expect(stopped.notices[1]?.text).toMatch(/as you stopped it last time/);
  });

  it('runs what replaces a halted draft', async () => {
    const start = await resolveStart(input({own: {...edited, halted: 'navigated'}, href: `${PAGE}?example=flows`}));
    expect(start.draft).toEqual({example: 'flows', framework: 'javascript', edits: {}, runOnPause: false});
    expect(start.run).toBe(true);
  });
});
