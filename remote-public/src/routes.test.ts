import routes from './routes';

describe("remote-public's route manifest", () => {
  it('gives every screen but the home page its own page title', () => {
    const titled = routes.filter((route) => route.name !== 'ConditionalHome');
    expect(titled.every((route) => typeof route.title === 'string' && route.title.length > 0)).toBe(true);
    expect(routes.find((route) => route.name === 'ConditionalHome')?.title).toBeUndefined();
    // Tabs, history and bookmarks can tell the pages apart.
    expect(new Set(titled.map((route) => route.title)).size).toBe(titled.length);
  });
});
